module {
  func.func @main() {
    %0 = ub.poison : index
    %1 = index.constant 0
    %2 = gpu.thread_id  x
    %3 = arm_sme.streaming_vl <byte>
    %4 = async.create_group %3 : !async.group
    %5 = arith.constant 0 : index
    %6 = affine.linearize_index [%0, %1] by (%5) : index
    return
  }
}
