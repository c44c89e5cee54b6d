target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64--linux-gnueabihf"

define <vscale x 14 x i16> @test_func_12(<vscale x 14 x i64> %0) {
entry:
  %1 = trunc <vscale x 14 x i64> %0 to <vscale x 14 x i8>
  %2 = sext <vscale x 14 x i8> %1 to <vscale x 14 x i16>
  ret <vscale x 14 x i16> %2
}
