target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

define void @_Z1fv() #0 {
entry:
  br label %for.body

for.cond.loopexit.loopexit:                       ; preds = %for.body
  ret void

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %for.body ]
  %add15.lcssa1921 = phi i32 [ 0, %entry ], [ %add.1, %for.body ]
  %conv8 = sext i16 0 to i32
  %add = add i32 %add15.lcssa1921, %conv8
  %conv8.1 = sext i16 0 to i32
  %add.1 = add i32 %add, %conv8.1
  store i32 %add.1, ptr null, align 4
  %indvars.iv.next = add i64 %indvars.iv, 1
  %0 = and i64 %indvars.iv.next, 255
  %exitcond.not = icmp eq i64 %0, 0
  br i1 %exitcond.not, label %for.cond.loopexit.loopexit, label %for.body
}

attributes #0 = { "target-cpu"="grace" }
