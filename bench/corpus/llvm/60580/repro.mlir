  func.func private @printMemrefF32(%ptr : tensor<*xf32>)
