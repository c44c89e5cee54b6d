; bin/llc test.ll -o -
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @main(i64 %retval.sroa.0.0.copyload.i.i.pre) {
entry:
  br label %for.body.i

for.body.i:                                       ; preds = %for.body.i, %entry
  %0 = add i64 %retval.sroa.0.0.copyload.i.i.pre, -4294967296
  %tobool.not.not.i.i = icmp ult i64 %0, 38654705664
  br i1 %tobool.not.not.i.i, label %for.body.i, label %for.cond6.preheader.i.i

for.cond6.preheader.i.i:                          ; preds = %for.body.i
  ret i32 0
}
