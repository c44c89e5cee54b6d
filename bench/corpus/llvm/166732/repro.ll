target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-musl"

define <512 x i2> @backsmith_pure_9(<16 x i64> %BS_ARG_0) #0 {
entry:
  %0 = bitcast <16 x i64> %BS_ARG_0 to <512 x i2>
  ret <512 x i2> %0
}

attributes #0 = { "target-features"="+v" }
