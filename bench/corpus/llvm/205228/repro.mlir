module {
  func.func @m0(%arg0: memref<4x4xf32>) -> memref<4x4xf32, 1> {
    %false_0 = arith.constant false
    %memspacecast = memref.memory_space_cast %arg0 : memref<4x4xf32> to memref<4x4xf32, 1>
    %cast = memref.cast %memspacecast : memref<4x4xf32, 1> to memref<?x?xf32, 1>
    %cast_1 = memref.cast %cast : memref<?x?xf32, 1> to memref<4x4xf32, 1>
    
    %5 = scf.if %false_0 -> (memref<4x4xf32, 1>) {
      scf.yield %cast_1 : memref<4x4xf32, 1>
    } else {
      %7 = bufferization.clone %cast_1 : memref<4x4xf32, 1> to memref<4x4xf32, 1>
      scf.yield %7 : memref<4x4xf32, 1>
    }

    %true_4 = arith.constant true
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
    %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %memspacecast : memref<4x4xf32, 1> -> memref<f32, 1>, index, index, index, index, index
    
    %6 = bufferization.dealloc (%base_buffer, %base_buffer_5 : memref<f32>, memref<f32, 1>) if (%false_0, %true_4) retain (%5 : memref<4x4xf32, 1>)
    return %memspacecast : memref<4x4xf32, 1>
  }
}
