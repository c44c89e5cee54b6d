target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-linux-gnu"

define i64 @f-tgt(i32 %0) {
  %2 = zext i32 0 to i64
  %3 = zext i32 0 to i64
  %4 = xor i32 %0, 0
  %5 = zext i32 0 to i64
  %6 = and i32 %0, %0
  %7 = zext i32 0 to i64
  %8 = xor i32 %0, 1
  %9 = and i32 1, 1
  %10 = icmp eq i32 %8, 0
  %11 = xor i1 %10, true
  %12 = select i1 %11, i32 33554431, i32 0
  %13 = zext i32 0 to i64
  %14 = and i32 %0, 1
  %15 = icmp eq i32 %0, 0
  %16 = xor i1 %15, true
  %17 = select i1 %16, i32 0, i32 %12
  %18 = zext i32 0 to i64
  %19 = shl i32 0, 0
  %20 = ashr i32 %17, 1
  %21 = zext i32 %20 to i64
  ret i64 %21
}
