module {
  func.func private @func1( )  { 
    %0 = tensor.empty() : tensor<3x13xf32> 
    %alloc_1161 = memref.alloc() : memref<14xi32> 
    %20 = tensor.empty() : tensor<i32>
    %21 = linalg.dot ins(%alloc_1161, %alloc_1161 : memref<14xi32>, memref<14xi32>) outs(%20 : tensor<i32>) -> tensor<i32>
    bufferization.dealloc_tensor %21 : tensor<i32> 
    return  
  }
}
