target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-linux-gnu"

define void @f(ptr %p, ptr %q, i64 %n) {
entry:
  ; a dominating store with !invariant.group, OUTSIDE the loop
  store i64 0, ptr %p, align 8, !invariant.group !0
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i64, ptr %p, align 8, !invariant.group !0
  %qi = getelementptr inbounds i64, ptr %q, i64 %i
  store i64 %v, ptr %qi, align 8            ; bumps loadCSE's generation
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

!0 = distinct !{}
