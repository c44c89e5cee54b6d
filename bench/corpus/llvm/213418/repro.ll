target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define fastcc void @fn2() #0 {
entry:
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %entry
  %index = phi i32 [ 0, %entry ], [ %index.next, %vector.body ]
  %index.next = add i32 %index, 8
  %0 = icmp eq i32 %index.next, 80405912
  br i1 %0, label %scalar.ph, label %vector.body, !prof !0

scalar.ph:                                        ; preds = %vector.body
  ret void
}

attributes #0 = { "target-cpu"="x86-64" }

!0 = !{!"branch_weights", i32 1, i32 10050738}
