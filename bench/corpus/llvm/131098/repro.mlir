module attributes {gpu.container_module} {
  func.func @main(%arg0: tensor<4x4xf32>) attributes {pattern_driver_all_erased = true, pattern_driver_changed = false} {
    %0 = llvm.mlir.constant(128 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = builtin.unrealized_conversion_cast %1 : i64 to index
    %3 = builtin.unrealized_conversion_cast %0 : i64 to index
    %4 = gpu.wait async
    %5 = gpu.launch_func async [%4] @main_kernel::@main_kernel blocks in (%2, %2, %2) threads in (%2, %2, %2)  args(%3 : index)
    return
  }
  gpu.module @main_kernel {
    gpu.func @main_kernel(%arg0: index) kernel attributes {known_block_size = array<i32: 1, 1, 1>} {
      gpu.return
    }
  }
}
