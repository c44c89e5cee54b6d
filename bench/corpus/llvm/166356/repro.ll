target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

define void @_Z1gb() {
entry:
  br i1 false, label %if.else.1, label %for.cond.cleanup13

for.cond.cleanup13:                               ; preds = %for.cond.cleanup13, %entry
  br i1 true, label %for.inc21, label %for.cond.cleanup13

for.inc21:                                        ; preds = %for.cond.cleanup13
  br label %if.then.1

if.then.1:                                        ; preds = %for.inc21
  br label %if.else.1

if.else.1:                                        ; preds = %if.then.1, %entry
  br i1 false, label %if.else.2, label %for.cond.cleanup13.1

for.cond.cleanup13.1:                             ; preds = %for.cond.cleanup13.1, %if.else.1
  br i1 true, label %if.else.2, label %for.cond.cleanup13.1

if.else.2:                                        ; preds = %for.cond.cleanup13.1, %if.else.1
  ret void
}
