module {
  func.func @vector_load_op_0d(%arg0: memref<200x100xf32>, %arg1: index, %arg2: index) -> vector<f32> {
    %false = arith.constant false
    %0 = vector.load %arg0[%arg1, %arg2] : memref<200x100xf32>, vector<f32>
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<200x100xf32> -> memref<f32>, index, index, index, index, index
    bufferization.dealloc (%base_buffer : memref<f32>) if (%false)
    return %0 : vector<f32>
  }
}

