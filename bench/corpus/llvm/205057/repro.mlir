module {
  func.func @dim_of_memref_reshape_undominated(%arg0: memref<*xf32>, %arg1: memref<2xindex>, %arg2: index) -> index {
    %reshape = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<2xindex>) -> memref<*xf32>
    %dim = memref.dim %reshape, %arg2 : memref<*xf32>
    return %dim : index
  }
}

