module {
  func.func @test(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> !async.value<tensor<4xf32>> {
    %0 = async.runtime.create : !async.value<tensor<4xf32>>
    return %0 : !async.value<tensor<4xf32>>
  }
}
