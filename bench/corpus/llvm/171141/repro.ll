target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-musl"

define <vscale x 16 x i4> @backsmith_pure_0() #0 {
entry:
  ret <vscale x 16 x i4> zeroinitializer
}

attributes #0 = { "target-features"="+v" }
