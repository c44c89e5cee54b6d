module {
  func.func @parallel_insert_slice(%arg0: tensor<100xf32>, %arg1: index) -> tensor<100xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c100 = arith.constant 100 : index
    %0 = scf.forall (%arg2) in (%c100) shared_outs(%arg3 = %arg0) -> (tensor<100xf32>) {
      %1 = "test.foo"() : () -> tensor<100xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %1 into %arg3[%arg2] [100] [1] : tensor<100xf32> into tensor<100xf32>
      }
    }
    return %0 : tensor<100xf32>
  }
}
