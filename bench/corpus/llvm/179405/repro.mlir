module {
  func.func @main() {
    %0 = ub.poison : index
    %1 = "emitc.constant"() <{value = 0 : index}> : () -> index
    %2 = affine.linearize_index [%0, %1] by (1) : index
    %3 = index.shru %2, %1
    return
  }
}
