module {
  func.func @parallel_matrix_mul(%A: tensor<?x?xf32>, %B: tensor<?x?xf32>, %dim: index,%tileSize: index) -> () {

    %out = tensor.empty(%dim, %dim) : tensor<?x?xf32>
    %result = scf.forall (%i, %j) = (0, 0) to (%dim, %dim)
        step (%tileSize, %tileSize) shared_outs(%o = %out) -> (tensor<?x?xf32>) {
    }
    return
  }
}
