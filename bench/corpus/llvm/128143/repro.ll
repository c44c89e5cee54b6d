; bin/llc test.ll -o -
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g_132 = external global [2 x [3 x i8]]
@g_200 = external global i8

define i64 @test(i1 %cmp24.i.i.i.i.i, i32 %0) {
entry:
  %cmp24.i.i.i.i.i2 = icmp ne ptr @g_132, @g_200
  %.fr.i.i.i.i.i = freeze ptr @g_132
  %1 = icmp ne ptr %.fr.i.i.i.i.i, @g_200
  %rem.i424.i.2.i.zext.i.i.i.i = zext i1 %1 to i32
  %or.cond20.i.i.1.i.i.i.i.i = select i1 %cmp24.i.i.i.i.i, i1 %cmp24.i.i.i.i.i2, i1 false
  %spec.select.i.i.1.i.i.i.i.i = select i1 %or.cond20.i.i.1.i.i.i.i.i, i32 0, i32 1
  %conv300.i.1.i.i.i.i.i = sext i32 %spec.select.i.i.1.i.i.i.i.i to i64
  %cmp3.i429.i.2.i.i.i.i.i = icmp ult i32 %0, %rem.i424.i.2.i.zext.i.i.i.i
  %or.cond20.i.i.2.i.i.i.i.i = select i1 %cmp24.i.i.i.i.i, i1 %cmp3.i429.i.2.i.i.i.i.i, i1 false
  %spec.select.i.i.2.i.i.i.i.i = select i1 %or.cond20.i.i.2.i.i.i.i.i, i32 0, i32 1
  %conv300.i.2.i.i.i.i.i = sext i32 %spec.select.i.i.2.i.i.i.i.i to i64
  %or301.i.2.i.i.i.i.i = or i64 %conv300.i.1.i.i.i.i.i, %conv300.i.2.i.i.i.i.i
  ret i64 %or301.i.2.i.i.i.i.i
}
