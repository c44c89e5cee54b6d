module  {
  func.func @m(%arg0: tensor<8xi8>) -> () {
    %1 = arith.extui %arg0 : tensor<8xi8> to tensor<8xi32>
    return 
  }
}
