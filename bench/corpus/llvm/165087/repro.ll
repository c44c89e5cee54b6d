target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

define i8 @_Z3fn1ssb() {
entry:
  br label %for.body11.1

for.body11.1:                                     ; preds = %for.body11.1, %entry
  %indvars.iv.1 = phi i64 [ %indvars.iv.next.1, %for.body11.1 ], [ 2, %entry ]
  %indvars.iv.next.1 = add i64 %indvars.iv.1, 1
  %exitcond.1.not = icmp eq i64 %indvars.iv.next.1, 0
  br i1 %exitcond.1.not, label %for.body11.2.preheader, label %for.body11.1

for.body11.2.preheader:                           ; preds = %for.body11.1
  %.sroa.speculated.1.lcssa = phi i8 [ 0, %for.body11.1 ]
  br label %for.body11.2

for.body11.2:                                     ; preds = %for.body11.2, %for.body11.2.preheader
  %indvars.iv.2 = phi i64 [ %indvars.iv.next.2, %for.body11.2 ], [ 2, %for.body11.2.preheader ]
  %indvars.iv.next.2 = add i64 %indvars.iv.2, 1
  %exitcond.2.not = icmp eq i64 %indvars.iv.next.2, 0
  br i1 %exitcond.2.not, label %for.cond.cleanup6.2.loopexit, label %for.body11.2

for.cond.cleanup6.2.loopexit:                     ; preds = %for.body11.2
  %.sroa.speculated.2.lcssa = phi i8 [ %.sroa.speculated.1.lcssa, %for.body11.2 ]
  ret i8 %.sroa.speculated.2.lcssa
}
