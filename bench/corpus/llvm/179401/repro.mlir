module {
  func.func @main() {
    %0 = ub.poison : index
    %1 = gpu.cluster_id  x
    %2 = affine.delinearize_index %0 into (%1) : index
    %3 = affine.delinearize_index %1 into (%2) : index
    %4 = ml_program.token
    %5 = shape.mul %3, %2 : index, index -> index
    return
  }
}
