target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

define i8 @c() #0 {
entry:
  br label %for.cond1.preheader.us

for.cond1.preheader.us:                           ; preds = %for.cond1.preheader.us, %entry
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.cond1.preheader.us ], [ 0, %entry ]
  %.us-phi4748.us = phi i8 [ %mul.us54, %for.cond1.preheader.us ], [ 0, %entry ]
  %arrayidx12.us = getelementptr [6 x [6 x i16]], ptr null, i64 %indvars.iv
  %0 = load i32, ptr null, align 4
  %tobool9.us52 = icmp ne i32 %0, 0
  %1 = zext i1 %tobool9.us52 to i64
  %conv11.us53 = trunc i64 %1 to i16
  store i16 %conv11.us53, ptr %arrayidx12.us, align 2
  %mul.us54 = mul i8 %.us-phi4748.us, 0
  %indvars.iv.next = add i64 %indvars.iv, 1
  %cmp.us = icmp ult i64 %indvars.iv, 416
  br i1 %cmp.us, label %for.cond1.preheader.us, label %for.cond.cleanup.sink.split.loopexit81

for.cond.cleanup.sink.split.loopexit81:           ; preds = %for.cond1.preheader.us
  ret i8 %mul.us54
}

attributes #0 = { "target-features"="+v" }
