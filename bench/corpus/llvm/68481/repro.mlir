func.func @func2()  {
  %true = arith.constant true
  %from_elements = tensor.from_elements %true, %true, %true, %true, %true, %true, %true, %true, %true, %true, %true, %true, %true, %true, %true, %true, %true, %true, %true, %true, %true : tensor<21xi1>
  %90 = tosa.slice %from_elements {size = array<i64>, start = array<i64>} : (tensor<21xi1>) -> tensor<*xi1>
  return 
}
