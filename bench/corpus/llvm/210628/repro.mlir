module {
  func.func @m(%arg0: tensor<4x?xi8>) -> () {
    %2 = arith.xori %arg0, %arg0 : tensor<4x?xi8>
    return
  }
}
