declare void @llvm.experimental.stackmap(i64, i32, ...)

define dso_local i32 @main(i32 %argc, i8** %argv) {
entry:
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 0, i32 0, x86_fp80 0xK1)
  ret i32 0
}
