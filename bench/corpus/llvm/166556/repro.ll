target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

define <4 x ptr> @_Z4testabbbyxiPA17_i(<4 x ptr> %0) {
entry:
  %1 = icmp ugt <4 x ptr> %0, zeroinitializer
  %2 = select <4 x i1> %1, <4 x ptr> %0, <4 x ptr> zeroinitializer
  ret <4 x ptr> %2
}
