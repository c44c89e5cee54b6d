// test.mlir
#test = dense<22> : tensor<vector<4xi8>>
