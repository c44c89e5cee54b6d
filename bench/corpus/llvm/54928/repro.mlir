func @affine_loop_zero_iter(%arg0 : index, %arg1 : index, %arg2 : index) -> i32 {
  %s0 = arith.constant 0 : i32
  %result = affine.for %i = 0 to 0 iter_args(%si = %s0) -> (i32) {
    %sn = arith.addi %si, %si : i32
    affine.yield %sn : i32
  }
  return %result : i32
}
