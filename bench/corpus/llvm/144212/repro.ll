; bin/opt -passes=loop-vectorize test.ll -S
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i8 @test(ptr %p) {
entry:
  %.promoted835.i = load i8, ptr %p, align 1
  br label %for.inc346.i

for.inc346.i:                                     ; preds = %for.inc346.i, %entry
  %storemerge827.i = phi i32 [ 1, %entry ], [ %inc347.i, %for.inc346.i ]
  %conv267822825.i = phi i8 [ %.promoted835.i, %entry ], [ %conv267.i, %for.inc346.i ]
  %conv267.i = and i8 %.promoted835.i, -1
  %inc347.i = add i32 %storemerge827.i, 1
  %exitcond.not.i217 = icmp eq i32 %inc347.i, 0
  br i1 %exitcond.not.i217, label %cleanup636.thread812.i, label %for.inc346.i

cleanup636.thread812.i:                           ; preds = %for.inc346.i
  ret i8 %conv267.i
}
