define i64 @f(i32 %0) {
  %2 = tail call i64 @llvm.x86.rdpmc(i32 0)
  %3 = tail call i64 @llvm.x86.rdpru(i32 %0)
  ret i64 %3
}
