module {
  func.func private @func1() {
    %7 = tensor.empty() : tensor<13x13x16xi1>
    %c2 = arith.constant 2 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %c15 = arith.constant 15 : index
    %36 = affine.apply affine_map<(d0) -> (d0)>(%c6)
    %56 = affine.apply affine_map<(d0) -> (-((d0 - (d0 - 2)) mod 4))>(%c7)
    %61 = index.ceildivs %c2, %36
    %cast_29 = tensor.cast %7 : tensor<13x13x16xi1> to tensor<?x?x?xi1>
    %alloc_32 = memref.alloc(%c15, %56, %61) : memref<?x?x?xi1>
    linalg.transpose ins(%cast_29 : tensor<?x?x?xi1>) outs(%alloc_32 : memref<?x?x?xi1>) permutation = [2, 0, 1] 
    return
  }
}

