target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

define i32 @main(ptr %e) #0 {
entry:
  br label %for.body

for.body:                                       ; preds = %for.body, %entry
  %phi.0 = phi i64 [ %phi.0.next, %for.body ], [ 1, %entry ]
  %mul.0 = mul i64 %phi.0, 5
  %arr.idx = getelementptr [5 x i16], ptr %e, i64 0, i64 %mul.0
  %load.0 = load i16, ptr %arr.idx, align 2
  %phi.0.next = add i64 %phi.0, 1
  %exitcond = icmp ne i64 %phi.0.next, 24
  br i1 %exitcond, label %for.body, label %for.loopexit

for.loopexit:                      ; preds = %for.body
  ret i32 0
}

attributes #0 = { "target-features"="+64bit,+v,+zvl128b,+zvl256b" }
