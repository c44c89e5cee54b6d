func.func nested @func1()  {
  %c655216653_i32 = arith.constant 655216653 : i32
  %13 = tensor.empty() : tensor<21x8x26xf32>
  %splat = tensor.splat %c655216653_i32 : tensor<15x8x26xi32>
  // %c655216653_i32 out of bounds
  %67 = tosa.transpose %13, %splat : (tensor<21x8x26xf32>, tensor<15x8x26xi32>) -> tensor<21x8x26xf32>
  %99 = math.floor %67 : tensor<21x8x26xf32>
  return 
}
