define void @vectors() {
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 99, i32 0, <1 x
  i64> <i64 2>)
  ret void
}
declare void @llvm.experimental.stackmap(i64, i32, ...)
