module {
  func.func @basic_dynamic_shape(%arg0: index) -> index {
    %c4 = arith.constant 4 : index
    %0 = affine.for %arg1 = 0 to 100 iter_args(%arg2 = %c4) -> (index) {
      affine.yield %arg0 : index
    }
    return %0 : index
  }
}

