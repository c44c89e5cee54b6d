module {
  func.func @canonicalize_parallel_insert_slice_indices(
    %arg0 : tensor<1x5xf32>,
    %arg1: tensor<?x?xf32>,
    %num_threads : index) -> tensor<?x?xf32>
  {
    %cst = arith.constant 4.200000e+01 : f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %2 = scf.forall (%tidx) in (%num_threads) shared_outs(%o = %arg1) -> (tensor<?x?xf32>) {
      %3 = tensor.cast %arg0 : tensor<1x5xf32> to tensor<?x5xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %3 into %o[%tidx, %c0] [%c1, 5] [%c1, %c1] : tensor<?x5xf32> into tensor<?x?xf32>
      }
    }
    return %2 : tensor<?x?xf32>
  }
}
