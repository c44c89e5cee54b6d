// CHECK-LABEL: @replace_single_iteration_loop_unused_iter_arg
func.func @replace_single_iteration_loop_unused_iter_arg(%arg0: i32) -> i32 {
  // CHECK: %[[C0:.*]] = arith.constant 0 : i32
  // CHECK-NOT: scf.for
  // CHECK: return %[[C0]]
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %c1 step %c1 iter_args(%iter = %arg0) -> (i32) {
    %val = arith.index_cast %i : index to i32
    scf.yield %val : i32
  }
  return %0 : i32
}
