module attributes {gpu.container_module} {
  func.func @f(%arg0: tensor<4x4xf32>) {
    %c128_i64 = llvm.mlir.constant(128 : i64) : i64
    %c1_i64   = llvm.mlir.constant(1 : i64)   : i64
    %c128     = builtin.unrealized_conversion_cast %c128_i64 : i64 to index
    %c1       = builtin.unrealized_conversion_cast %c1_i64   : i64 to index

    %wait_token   = gpu.wait async
    %launch_token = gpu.launch_func async [%wait_token] @k::@k
      blocks in (%c1, %c1, %c1)
      threads in (%c1, %c1, %c1)
      args(%c128 : index)
    return
  }

  gpu.module @k {
    gpu.func @k(%arg0: index) kernel attributes {known_block_size = array<i32: 1, 1, 1>} {
      gpu.return
    }
  }
}
