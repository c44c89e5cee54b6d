module {
  func.func @block_arguments(%arg0: tensor<?xf32>,%arg1: vector<4xf32>) -> tensor<?xf32> {
    %c0_0 = arith.constant 0 : index
    %0 = vector.transfer_write %arg1, %arg0[%c0_0] : vector<4xf32>, tensor<?xf32>
    return %0 : tensor<?xf32>
  }
}
