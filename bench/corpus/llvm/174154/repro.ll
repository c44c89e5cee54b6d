target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-musl"

define i56 @backsmith_pure_4(i64 %0) #0 {
entry:
  %1 = extractelement <vscale x 16 x i56> zeroinitializer, i64 %0
  ret i56 %1
}

attributes #0 = { "target-features"="+v" }
