module {
  func.func private @func2() {
    %idx28 = index.constant 28
    %c19 = arith.constant 19 : index
    %c28 = arith.constant 28 : index
    %c29 = arith.constant 29 : index
    %3 = bufferization.alloc_tensor(%c29) : tensor<?xi16>
    %dim = tensor.dim %3, %idx28 : tensor<?xi16>
    %alloc_21 = memref.alloc(%c28) : memref<?x26x2xi32>
    %16 = affine.vector_load %alloc_21[%c28, %c19, %dim] : memref<?x26x2xi32>, vector<7xi32>
    vector.print %16 : vector<7xi32>
    return
  }
}
