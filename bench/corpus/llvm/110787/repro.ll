target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @test(i1 %cond) {
entry:
  br label %for.end14.i.i.i.us.i

for.end14.i.i.i.us.i:
  %.promoted10921110.i.i.i.us.i = phi i32 [ %inc229.1.2.i.i.i.us.us.12.i, %for.end14.i.i.i.us.i ], [ 0, %entry ]
  %.promoted1106.i.i.i.us.i = phi i32 [ %0, %for.end14.i.i.i.us.i ], [ 0, %entry ]
  %g_276.promoted956960.i.i.i.us.i = phi i32 [ %4, %for.end14.i.i.i.us.i ], [ 0, %entry ]
  %0 = or i32 1, 0
  %inc229.1974.i.i.i.us.us.8.i = or i32 0, 0
  %inc229.1974.i.i.i.us.us.9.i = or i32 0, 0
  %inc229.1.2.i.i.i.us.us.9.i = or i32 %.promoted10921110.i.i.i.us.i, 0
  %inc229.1974.i.i.i.us.us.12.i = or i32 %.promoted1106.i.i.i.us.i, 0
  %inc229.1.2.i.i.i.us.us.12.i = or i32 1, 0
  %1 = xor i32 %inc229.1.2.i.i.i.us.us.9.i, %inc229.1974.i.i.i.us.us.12.i
  %2 = xor i32 %1, %inc229.1974.i.i.i.us.us.9.i
  %3 = xor i32 %2, %inc229.1974.i.i.i.us.us.8.i
  %4 = xor i32 %3, %inc229.1.2.i.i.i.us.us.12.i
  br i1 %cond, label %exit, label %for.end14.i.i.i.us.i

exit:
  ret i32 %4
}
