module {
  func.func @tensor_dim_of_iter_arg_no_canonicalize(%t : tensor<?x?xf32>, %t2 : tensor<?x?xf32>) -> () {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %0, %1 = scf.for %i = %c0 to %c10 step %c1 iter_args(%arg0 = %t, %arg1 = %c0) -> (tensor<?x?xf32>, index) {
      %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
      scf.yield %t2, %dim : tensor<?x?xf32>, index
    }
    return
  }
}
