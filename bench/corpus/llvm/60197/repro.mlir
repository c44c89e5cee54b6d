func.func @func(%arg: tensor<f32>) -> vector<1xf32> {
    %f0 = arith.constant 0.0 : f32
    %0 = vector.transfer_read %arg[], %f0 {permutation_map = affine_map<()->(0)>} :
      tensor<f32>, vector<1xf32> 
    return %0: vector<1xf32>
} 
