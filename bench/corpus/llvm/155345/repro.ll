; bin/llc reduced.ll -o -
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g_288 = external global [3 x i8]

define i64 @main(ptr %argv, i1 %cmp292.i, ptr %0) {
entry:
  %.pre1056.i = load i8, ptr %argv, align 1
  %1 = or i8 %.pre1056.i, 1
  %2 = zext i8 %1 to i32
  store i8 %1, ptr %0, align 1
  %3 = load i8, ptr %0, align 1
  %conv261.i = sext i8 %3 to i64
  %sh_prom.i.i = zext i32 %2 to i64
  %cmp1.i.i = icmp ult i64 0, %conv261.i
  %4 = select i1 %cmp292.i, i1 false, i1 %cmp1.i.i
  %spec.select.i.i = select i1 %4, i64 0, i64 %sh_prom.i.i
  %cond.i914.i = shl i64 1, %spec.select.i.i
  store i8 %1, ptr getelementptr inbounds nuw (i8, ptr @g_288, i64 1), align 1
  %5 = load i8, ptr getelementptr inbounds nuw (i8, ptr @g_288, i64 1), align 1
  %conv261.1.i = sext i8 %5 to i64
  %cmp1.i.1.i = icmp ult i64 0, %conv261.1.i
  %6 = select i1 %cmp292.i, i1 false, i1 %cmp1.i.1.i
  %spec.select.i.1.i = select i1 %6, i64 0, i64 1
  %and298.1.i = and i64 %spec.select.i.1.i, %cond.i914.i
  ret i64 %and298.1.i
}
