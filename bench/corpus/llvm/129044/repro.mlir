func.func @reduce_sum(%buffer: memref<1024xf32>, %lb: index,
                      %ub: index, %step: index) {
  %initial_sum = arith.constant 0.0 : f32
  %final_sum = scf.for %iv = %lb to %ub step %step
      iter_args(%sum_iter = %initial_sum) -> (f32) {
    %element = memref.load %buffer[%iv] : memref<1024xf32>
    %updated_sum = arith.addf %sum_iter, %element : f32
    scf.yield %updated_sum : f32
  }
  return
}

