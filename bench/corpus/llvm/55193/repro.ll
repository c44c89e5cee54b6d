declare void @llvm.experimental.stackmap(i64, i32, ...)

define void @f() #0 {
  %ptr = alloca i8, i32 1
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 0, i32 0, i8* %ptr)
  ret void
}

attributes #0 = {"stackrealign"}
