define void @foo() {
entry:
  %x3 = tail call i1 @llvm.type.test(ptr undef, metadata !"foo")
  unreachable
}
declare i1 @llvm.type.test(ptr, metadata)
