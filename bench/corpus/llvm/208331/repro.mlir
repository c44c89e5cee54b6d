module {
  func.func @m0(%arg0: memref<4xf32>) -> () {
    %cst_1 = arith.constant 0.000000e+00 : f32
    %36 = vector.constant_mask [8] : vector<8xi1>
    %cst_12 = arith.constant 0.000000e+00 : f32
    %37 = vector.broadcast %cst_12 : f32 to vector<8xf32>
    %38 = vector.mask %36 { vector.multi_reduction <add>, %37, %cst_12 [0] : vector<8xf32> to f32 } : vector<8xi1> -> f32
    %39 = arith.addf %38, %cst_12 : f32
    return 
  }
  func.func @m47(%arg0: tensor<4xf32>) -> () {
    %send = shard.send %arg0 on @m64 destination = [] : (tensor<4xf32>) -> tensor<4xf32>
    return 
  }
  shard.grid @m64(shape = 2)
}
