target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

define fastcc void @e() #0 {
entry:
  br label %for.cond.us

for.cond.us:                                      ; preds = %for.body.us.us.us, %entry
  br label %for.body.us.us.us

for.body.us.us.us:                                ; preds = %for.body.us.us.us, %for.cond.us
  %indvars.iv = phi i64 [ 0, %for.cond.us ], [ %indvars.iv.next, %for.body.us.us.us ]
  %land.ext.us.us.us = zext i1 false to i32
  %div19.us.us.us = udiv i32 %land.ext.us.us.us, 0
  %0 = zext i32 %div19.us.us.us to i64
  %1 = add i64 %indvars.iv, %0
  %cmp.us.us.us = icmp ult i64 %1, 1
  %indvars.iv.next = add i64 %indvars.iv, 1
  br i1 %cmp.us.us.us, label %for.body.us.us.us, label %for.cond.us
}

attributes #0 = { "target-features"="+64bit,+v" }
