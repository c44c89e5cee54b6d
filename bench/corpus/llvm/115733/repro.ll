@G = global i16 0
@G.1 = global i32 2147483647

define void @f(i32 %nelems) {
entry:
  %B = sub i32 %nelems, 65536
  %mem = alloca i32, i32 %nelems, align 4
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 0, i32 %B, ptr %mem)
  ret void
}

; Function Attrs: nocallback nofree nosync willreturn
declare void @llvm.experimental.stackmap(i64, i32, ...) #0

attributes #0 = { nocallback nofree nosync willreturn }
