target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f() {
entry:
  br label %for.body

for.body:                                         ; preds = %for.body, %entry
  %0 = phi i64 [ %dec, %for.body ], [ 0, %entry ]
  %h.18 = phi i32 [ 1, %for.body ], [ 0, %entry ]
  %dec = add i64 %0, 1
  %rem = urem i64 %0, 5
  %1 = trunc i64 %rem to i32
  %tobool3.not = icmp eq i32 %h.18, %1
  br label %for.body
}
