define void @prefetch(ptr %a) {
start:
  tail call void @llvm.prefetch.p0(ptr %a, i32 0, i32 0, i32 0)
  ret void
}

declare void @llvm.prefetch.p0(ptr, i32, i32, i32)
