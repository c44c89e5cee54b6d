target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

define void @lshift_significand(i32 %n, ptr %0) {
entry:
  br label %for.cond

for.cond: ; preds = %for.cond, %entry
  %i.0 = phi i32 [ 0, %entry ], [ 2, %for.cond ]
  %add = or i32 %n, %i.0
  %cmp1 = icmp eq i32 %add, 0
  br i1 %cmp1, label %for.cond, label %for.cond7

for.cond7:                                        ; preds = %for.body9, %for.cond
  %i.1 = phi i32 [ %i.0, %for.cond ], [ %inc15, %for.body9 ]
  %cmp8 = icmp ult i32 %i.1, 3
  br i1 %cmp8, label %for.body9, label %for.end16

for.body9: ; preds = %for.cond7
  %sub11 = sub nuw i32 1, %i.1
 %idxprom12 = zext i32 %sub11 to i64
  %arrayidx13 = getelementptr [3 x i64], ptr %0, i64 0, i64 %idxprom12
  store i64 0, ptr %arrayidx13, align 8
  %inc15 = add i32 %i.1, 1
  br label %for.cond7

for.end16: ; preds = %for.cond7
  ret void
}
