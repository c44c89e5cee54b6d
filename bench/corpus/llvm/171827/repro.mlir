// input.mlir
gpu.module @cuda_events {
  gpu.func @increment_kernel(%data: memref<?xi32>, %increment: i32)
      kernel attributes {known_block_size = [512, 1, 1], known_grid_size = [32768, 1, 1]} {
    %tid = gpu.global_id x
    %existing_value = memref.load %data[%tid] : memref<?xi32>
    %updated_value = arith.addi %existing_value, %increment : i32
    memref.store %updated_value, %data[%tid] : memref<?xi32>
    gpu.return
  }
}
