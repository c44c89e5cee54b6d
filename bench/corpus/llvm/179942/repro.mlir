module {
  func.func @main() {
    %0 = gpu.cluster_dim  x
    %1 = ub.poison : index
    %2 = index.or %0, %1
    %3 = affine.linearize_index [%2] by (%1) : index
    %4 = emitc.rem %3, %1 : (index, index) -> index
    return
  }
}
