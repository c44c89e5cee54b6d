target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

define <vscale x 1 x i8> @_Z1ev(<vscale x 1 x i8> %broadcast.splatinsert15) {
entry:
  ret <vscale x 1 x i8> %broadcast.splatinsert15
}
