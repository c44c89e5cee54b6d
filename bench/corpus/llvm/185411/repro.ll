target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux5.10.0-musl"

define <4 x i4> @failing(<4 x i4> %0) {
  %2 = call <4 x i4> @llvm.ctlz.v4i4(<4 x i4> %0, i1 false)
  ret <4 x i4> %2
}
