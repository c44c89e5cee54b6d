; bin/opt -passes=loop-vectorize test.ll -S
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @main() {
entry:
  br label %for.body155.i

for.body155.i:                                    ; preds = %for.body155.i, %entry
  %0 = phi i32 [ 0, %entry ], [ %conv163.i, %for.body155.i ]
  %l_2079.2615.i = phi i32 [ 0, %entry ], [ %or191.i, %for.body155.i ]
  %storemerge582614.i = phi i32 [ 1, %entry ], [ %inc206.i, %for.body155.i ]
  %conv163.i = and i32 0, %0
  store i32 %conv163.i, ptr null, align 4
  %or191.i = or i32 0, %l_2079.2615.i
  %inc206.i = add i32 %storemerge582614.i, 1
  %cmp153.not.i = icmp eq i32 %inc206.i, 0
  br i1 %cmp153.not.i, label %for.end207.i, label %for.body155.i

for.end207.i:                                     ; preds = %for.body155.i
  ret i32 %or191.i
}
