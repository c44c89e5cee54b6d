target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define <8 x i64> @emulate_hi(<8 x i64> %0) #0 {
entry:
  %1 = and <8 x i64> %0, splat (i64 1)
  %2 = mul <8 x i64> %1, splat (i64 4294967295)
  %3 = add <8 x i64> %2, splat (i64 1)
  ret <8 x i64> %3
}

attributes #0 = { "target-features"="+avx512vl,+avxifma" }
