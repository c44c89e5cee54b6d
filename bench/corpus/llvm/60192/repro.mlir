func.func @func(%arg0 : tensor<4xi32>, %arg1 : tensor<i32>) -> () { 
  %0 = "tosa.equal"(%arg0, %arg1) : (tensor<4xi32>, tensor<i32>) -> tensor<*xi1>
  return
}
