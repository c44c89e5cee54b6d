  func.func @func2(%arg0: index, %arg1: vector<32xi32>)  {
    %c761048054_i32 = arith.constant 761048054 : i32
    %c2 = arith.constant 2 : index
    %c13 = arith.constant 13 : index 
    %1 = tensor.empty(%c13) : tensor<?xi32>
    %4 = tensor.empty() : tensor<32x30xi32>
    %57 = vector.broadcast %c761048054_i32 : i32 to vector<30xi32>
    %91 = affine.for %arg2 = 0 to 49 iter_args(%arg3 = %1) -> (tensor<?xi32>) {
      %126 = tensor.empty(%c2) : tensor<?xi32>
      affine.yield %126 : tensor<?xi32>
    } 
    return 
  }
