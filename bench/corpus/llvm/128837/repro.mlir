module {
  func.func @kernel_function() {
    // Placeholder for kernel functionality, operates on input data
    %data = memref.alloc() : memref<4x8xf32>
    %result = memref.alloc() : memref<4xf32>
    %c1 = arith.constant 1 : index

    gpu.launch blocks(%bx, %by, %bz) in (%grid_x = %c1, %grid_y = %c1, %grid_z = %c1)
    threads(%tx, %ty, %tz) in (%block_x = %c1, %block_y = %c1, %block_z = %c1) {
      %val = memref.load %data[%bx, %tx] : memref<4x8xf32>
      %sum_result = gpu.all_reduce add %val uniform {} : (f32) -> (f32)
      memref.store %sum_result, %result[%bx] : memref<4xf32>
      gpu.terminator
    }
    return
  }

  func.func @main() {
    %data_init = memref.alloc() : memref<4x8xf32>
    %result_init = memref.alloc() : memref<4xf32>
    // Kernel launch with specific grid and block sizes
    %c2 = arith.constant 2 : index
    gpu.launch blocks(%bx, %by, %bz) in (%grid_x = %c2, %grid_y = %c2, %grid_z = %c2)
    threads(%tx, %ty, %tz) in (%block_x = %c2, %block_y = %c2, %block_z = %c2) {
      // Kernel computation
      func.call @kernel_function() : () -> ()
      gpu.terminator
    }
    return
  }
}
