target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

define i64 @_Z1dv() #0 {
entry:
  br label %for.cond1.preheader

for.cond1.preheader:                              ; preds = %for.cond1.preheader, %entry
  %a.promoted.pre = phi i64 [ 0, %entry ], [ %sub.4, %for.cond1.preheader ]
  %e.044 = phi i32 [ 0, %entry ], [ %add26, %for.cond1.preheader ]
  %0 = load i32, ptr null, align 4
  %conv10 = sext i32 %0 to i64
  %sub.2 = add i64 %conv10, %a.promoted.pre
  %1 = shl i64 %conv10, 0
  %sub.4 = sub i64 %sub.2, %1
  %add26 = add i32 %e.044, 1
  %cmp = icmp ult i32 %e.044, 78
  br i1 %cmp, label %for.cond1.preheader, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond1.preheader
  ret i64 %sub.4
}

attributes #0 = { "target-cpu"="grace" }
