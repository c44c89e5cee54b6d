target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @main(i1 %.b.i) {
entry:
  %add.i = select i1 %.b.i, i64 0, i64 4294967293
  %add8.i = shl i64 %add.i, 32
  %sext.2.i = add i64 %add8.i, 8836839514384105472
  %cmp11.2.i = icmp ult i64 %sext.2.i, -34359738368
  br i1 %cmp11.2.i, label %return.loopexit.i, label %for.inc.2.i

for.inc.2.i:                                      ; preds = %entry
  %sext.4.i = or i64 %add8.i, 8836839522974040064
  %conv9.4.i = ashr i64 %sext.4.i, 1
  %cmp11.4.i = icmp ult i64 %conv9.4.i, 0
  br i1 %cmp11.4.i, label %return.loopexit.i, label %return.loopexit.i

return.loopexit.i:                                ; preds = %for.inc.2.i, %for.inc.2.i, %entry
  ret i32 0
}
