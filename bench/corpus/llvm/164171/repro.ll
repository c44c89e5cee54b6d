target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

define void @_Z1hiPA2_bPA2_c(ptr %arrayidx6, ptr %arrayidx20) {
entry:
  br label %for.body

for.cond.cleanup.loopexit:                        ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv1 = phi i64 [ 0, %entry ], [ %indvars.iv.next, %for.body ]
  %0 = load i8, ptr %arrayidx6, align 1
  %loadedv = zext i8 %0 to i32
  %conv9 = trunc i32 %loadedv to i16
  store i16 %conv9, ptr null, align 2
  %1 = zext i8 %0 to i16
  store i16 %1, ptr %arrayidx20, align 2
  %indvars.iv.next = add i64 %indvars.iv1, 2
  %tobool.not = icmp eq i64 %indvars.iv.next, 0
  br i1 %tobool.not, label %for.cond.cleanup.loopexit, label %for.body
}
