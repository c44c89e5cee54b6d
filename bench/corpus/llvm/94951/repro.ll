target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

define <vscale x 4 x bfloat> @Conv.9(<vscale x 4 x float> %wide.masked.load) {
  %f = fptrunc <vscale x 4 x float> %wide.masked.load to <vscale x 4 x bfloat>
  ret <vscale x 4 x bfloat> %f
}
