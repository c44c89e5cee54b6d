func.func @func2()  {
  %56 = tensor.empty() : tensor<25xi1>
  %82 = tosa.slice %56 {size = array<i64>, start = array<i64>} : (tensor<25xi1>) -> tensor<*xi1>
  return 
}
// Crash will disappear when func.func removed
