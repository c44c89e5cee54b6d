target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @f() {
q.exit8:
  %0 = add i32 0, 0
  %1 = or i32 %0, 0
  %2 = shl i32 %1, 1
  %3 = lshr i32 0, 0
  %4 = add i32 %3, 1
  %5 = sub i32 0, 0
  br label %6

6:
  %7 = or i32 %5, 0
  %8 = zext i32 %7 to i64
  %9 = mul i64 %8, 0
  %10 = zext i32 %2 to i64
  %11 = mul i64 0, %10
  %12 = or i64 %9, %11
  %13 = zext i32 %0 to i64
  %14 = mul i64 %13, 0
  %15 = zext i32 %4 to i64
  %16 = mul i64 %15, 0
  %17 = or i64 %14, %16
  %18 = trunc i64 %17 to i32
  %19 = lshr i32 %18, 0
  %20 = trunc i64 %12 to i32
  %21 = and i32 %20, 0
  %22 = or i32 %19, %21
  ret i32 %22
}
