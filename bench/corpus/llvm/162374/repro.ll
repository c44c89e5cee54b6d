target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

define void @init(ptr %arrayidx2.i, ptr %arrayidx13.i) #0 {
entry:
  br label %for.body.i

for.body.i:                                       ; preds = %for.body.i, %entry
  %indvars.iv.i1 = phi i64 [ 0, %entry ], [ %indvars.iv.next.i, %for.body.i ]
  %n.023.i = phi i32 [ 0, %entry ], [ %inc.i, %for.body.i ]
  %0 = load i16, ptr %arrayidx2.i, align 2
  %conv3.i = zext i16 %0 to i64
  %conv4.i = trunc i64 %conv3.i to i8
  store i8 %conv4.i, ptr null, align 1
  %conv11.i = trunc i16 %0 to i8
  store i8 %conv11.i, ptr %arrayidx13.i, align 1
  %inc.i = add i32 %n.023.i, 1
  %tobool.not.i = icmp eq i32 %inc.i, 0
  %indvars.iv.next.i = add i64 %indvars.iv.i1, 1
  br i1 %tobool.not.i, label %c.exit.loopexit, label %for.body.i

c.exit.loopexit:                                  ; preds = %for.body.i
  ret void
}

attributes #0 = { "target-features"="+v" }
