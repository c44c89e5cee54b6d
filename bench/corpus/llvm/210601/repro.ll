target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @f(i64 %n, ptr %p) {
entry:
  %factor = mul i64 %n, %n
  %neg = icmp slt i64 %n, 0
  %sign = lshr i64 %n, 63
  br label %loop

loop:
  %i = phi i64 [ %i.next, %body ], [ 0, %entry ]
  %j = phi i64 [ %j.next, %body ], [ %sign, %entry ]
  br i1 %neg, label %exit, label %body

body:
  %off = mul i64 %factor, %j
  %gep = getelementptr i64, ptr %p, i64 %off
  store i64 %i, ptr %gep, align 8
  %j.next = add i64 %j, 1
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i, %n
  br i1 %done, label %exit, label %loop

exit:
  ret i32 0
}
