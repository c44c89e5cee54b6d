target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-linux-gnu"

define i62 @f(i1 %0) {
  %2 = zext i1 %0 to i59
  %3 = call { i59, i1 } @llvm.umul.with.overflow.i59(i59 %2, i59 -1)
  %4 = extractvalue { i59, i1 } %3, 0
  %5 = trunc i59 %4 to i21
  %6 = trunc i59 %4 to i21
  %7 = ashr i21 %5, %6
  %8 = sext i21 %7 to i62
  %9 = icmp ugt i62 -1, %8
  %10 = zext i1 %9 to i62
  ret i62 %10
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i59, i1 } @llvm.umul.with.overflow.i59(i59, i59) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
