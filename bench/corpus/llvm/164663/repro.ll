define void @a(ptr %b) {
  call { ptr, i1 } @llvm.type.checked.load(ptr %b, i32 4, metadata !"")
  ret void
}
