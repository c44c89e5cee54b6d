module {  
  module attributes {
  } {
    func.func private @printMemrefF32(%ptr : memref<*xf32>)
  }
}
