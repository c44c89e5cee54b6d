module {
  func.func @main() {
    %0 = arm_sme.streaming_vl <byte>
    %1 = arm_sme.streaming_vl <byte>
    %2 = llvm.inline_asm "byte_size", "=r" : () -> i64
    %3 = arm_sme.streaming_vl <byte>
    %4 = index.minu %0, %1
    %5 = arm_sme.streaming_vl <byte>
    %6 = index.remu %4, %5
    %7 = sparse_tensor.select %6 : index {
      ^bb0(%arg0: index):
    }
    return
  }
}
