target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-linux-gnu"

define i18 @f(i27 %0) {
  %2 = sext i27 %0 to i32
  %3 = sext i1 true to i32
  %4 = sdiv i32 %2, %3
  %5 = sext i1 true to i32
  %6 = icmp ule i32 %4, %5
  %7 = sext i27 %0 to i32
  %8 = sext i1 %6 to i32
  %9 = srem i32 %7, %8
  %10 = trunc i32 %9 to i18
  ret i18 %10
}
