module {
  func.func @m1() {
    %c16 = arith.constant 16 : index
    %c224 = arith.constant 224 : index
    %c224_0 = arith.constant 224 : index
    %2:3 = affine.delinearize_index %c16 into (%c16, %c224, %c224) : index, index, index
    %3:3 = affine.delinearize_index %c16 into (%c16, %2#0, %c224) : index, index, index
    %4:3 = affine.delinearize_index %c16 into (%c16, %3#1, %c224_0) : index, index, index
    return
  }
}
