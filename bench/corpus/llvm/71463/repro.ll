; ModuleID = 'reduced.ll'
source_filename = "reduced.ll"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-linux-gnu"

define i1 @f(i8 %0, i32 %1) {
  %3 = and i32 %1, 1
  %4 = sext i8 %0 to i32
  %5 = zext i32 %4 to i64
  %6 = sub i64 0, %5
  %7 = and i64 %5, 15
  %8 = trunc i64 %7 to i32
  %9 = lshr i32 %3, %8
  %10 = and i64 %6, 15
  %11 = trunc i64 %10 to i32
  %12 = shl i32 %3, %11
  %13 = or i32 %9, %12
  %14 = zext i32 %13 to i64
  %15 = trunc i64 %14 to i16
  %16 = sext i16 %15 to i64
  %17 = icmp uge i64 0, %16
  ret i1 %17
}
