module {
  func.func @m1(%arg0: tensor<1xi1>, %arg1: tensor<4xi64>, %arg2: tensor<4xi64>) -> () {
    %3 = tosa.cond_if %arg0 (%arg3 = %arg1, %arg4 = %arg2) : tensor<1xi1> (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64> {
    ^bb0(%arg3: tensor<4xi64>, %arg4: tensor<4xi64>):
      tosa.yield %arg3 : tensor<4xi64>
    } else {
    ^bb0(%arg3: tensor<4xi64>, %arg4: tensor<4xi64>):
      tosa.yield %arg4 : tensor<4xi64>
    }
    
    %6 = call @m0() : () -> !shape.witness
    return 
  }
  
  func.func @m0() -> !shape.witness {
    %0 = shape.const_witness true
    return %0 : !shape.witness
  }
}
