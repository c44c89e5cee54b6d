target triple = "aarch64-unknown-linux-gnu"

define double @f(i32 %0) {
  call anyregcc void (i64, i32, ptr, i32, ...) @llvm.experimental.patchpoint.void(i64 0, i32 0, ptr null, i32 0)
  %2 = sitofp i32 %0 to double
  ret double %2
}

declare void @llvm.experimental.patchpoint.void(i64, i32, ptr, i32, ...)
