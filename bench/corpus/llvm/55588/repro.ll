declare void @llvm.experimental.stackmap(i64, i32, ...)

define dso_local i32 @main(i32 %argc, i8** %argv) {
entry:
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 0, i32 0, bfloat 1.0)
  ret i32 0
}
