target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

define i32 @main(ptr %q, ptr %a) #0 {
entry:
  %.pre = load i8, ptr %q, align 1
  br label %for.body.i

for.body.i:                                       ; preds = %for.body.i, %entry
  %conv34.i = phi i64 [ 0, %entry ], [ %conv.i, %for.body.i ]
  %v.033.i = phi i32 [ 0, %entry ], [ %add.i, %for.body.i ]
  %conv11.i = sext i8 %.pre to i32
  %sub.sink.i = add i32 %v.033.i, %conv11.i
  %shl18.i = shl i32 %conv11.i, %sub.sink.i
  %conv19.i = trunc i32 %shl18.i to i16
  %arrayidx21.i = getelementptr i16, ptr %a, i64 %conv34.i
  store i16 %conv19.i, ptr %arrayidx21.i, align 2
  %add.i = add i32 %v.033.i, 1
  %conv.i = zext i32 %add.i to i64
  %cmp.i = icmp ult i32 %v.033.i, 12
  br i1 %cmp.i, label %for.body.i, label %c.exit

c.exit:                                           ; preds = %for.body.i
  ret i32 0
}

attributes #0 = { "target-features"="+v" }

