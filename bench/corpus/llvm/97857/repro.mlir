module {
  func.func private @transpose(%arg0 : tensor<10x10xi32>){
    %0 = linalg.transpose permutation = [0, 1]
  }
}
