target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-linux-gnu"

define i32 @f() {
  %1 = icmp sge i16 0, 0
  %2 = sext i1 true to i8
  %3 = sext i8 %2 to i32
  %4 = sext i1 %1 to i32
  %5 = udiv i32 %3, %4
  %6 = sext i1 %1 to i32
  %7 = sext i1 true to i32
  %8 = urem i32 %6, %7
  %9 = trunc i32 %8 to i8
  %10 = zext i32 %5 to i64
  %11 = sext i8 %9 to i64
  %12 = or i64 %10, %11
  %13 = trunc i64 %12 to i32
  ret i32 %13
}
