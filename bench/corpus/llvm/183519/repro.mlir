module {
  func.func @main() -> i32 {
    %c0 = arith.constant 0 : i32
    %sum = affine.for %i = 0 to 10 iter_args(%acc = %c0) -> i32 {
      %inc = arith.addi %acc, %c0 : i32
      affine.yield %inc : i32
    }
    return %sum : i32
  }

  gpu.module @kernels {
    gpu.func @kernel() kernel {
      %bid_x = gpu.block_id x
      %tid_x = gpu.thread_id x
      %c1 = arith.constant 1 : index
      %bid_x_plus_1 = arith.addi %bid_x, %c1 : index
      %tid_x_plus_1 = arith.addi %tid_x, %c1 : index
      gpu.return
    }
  }
}
