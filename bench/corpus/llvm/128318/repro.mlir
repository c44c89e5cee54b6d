module {
  func.func @parallel_region() -> () {
    %alloc0 = bufferization.alloc_tensor() : tensor<320xf32>
    %alloc1 = bufferization.alloc_tensor() : tensor<1xf32>
    %c320 = arith.constant 320 : index
    %0 = scf.forall (%arg0) in (%c320) shared_outs(%arg1 = %alloc0) -> (tensor<320xf32>) {
      %val = "test.foo"() : () -> (f32)
    }
    return
  }
}
