func.func @main() {
  %t = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>  
  %unranked = tensor.cast %t : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%unranked) : (tensor<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(%ptr : tensor<*xf32>) 
