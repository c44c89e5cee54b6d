target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

define <vscale x 16 x i16> @_Z1dPb(<vscale x 16 x i8> %wide.masked.gather) #0 {
entry:
  %0 = trunc <vscale x 16 x i8> %wide.masked.gather to <vscale x 16 x i1>
  %1 = sext <vscale x 16 x i1> %0 to <vscale x 16 x i16>
  ret <vscale x 16 x i16> %1
}

attributes #0 = { "target-cpu"="grace" }
