module { 
  func.func @func() {
    %false = arith.constant false
    %8 = tensor.empty() : tensor<10x10xf32> 
    scf.while (%arg0 = %8) : (tensor<10x10xf32>) -> () {
      scf.condition(%false)
    } do {
      scf.yield %8 : tensor<10x10xf32>
    }
    return
  }
}


