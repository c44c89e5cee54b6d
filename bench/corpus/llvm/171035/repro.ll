target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-musl"

define i64 @backsmith_pure_6(i64 %0) {
entry:
  %sub.i = add i64 %0, 1
  %1 = bitcast <2 x i32> zeroinitializer to i64
  %mul.i = mul i64 %sub.i, %1
  ret i64 %mul.i
}
