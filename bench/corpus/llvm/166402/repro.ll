target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

define <4 x i8> @_Z4testjaashxhhihhhiPA12_jPA12_tPA12_A12_aPA12_A12_sPA12_S_PjPA12_A12_hPA12_A12_xS5_SH_PhPA20_hSB_PsPaSL_PySE_SA_PA12_A12_y() {
entry:
  %0 = zext <4 x i1> zeroinitializer to <4 x i32>
  %1 = shl <4 x i32> splat (i32 1), %0
  %2 = trunc <4 x i32> %1 to <4 x i8>
  ret <4 x i8> %2
}
