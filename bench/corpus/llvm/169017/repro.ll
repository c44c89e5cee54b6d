target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-musl"

define <2 x i8> @g_1189(<4 x i16> %vecinit, <2 x i8> %0) #0 {
entry:
  %1 = bitcast <4 x i16> %vecinit to i64
  %div.lhs.trunc = trunc i64 %1 to i8
  %2 = insertelement <2 x i8> %0, i8 %div.lhs.trunc, i64 0
  ret <2 x i8> %2
}

attributes #0 = { "target-features"="+v" }
