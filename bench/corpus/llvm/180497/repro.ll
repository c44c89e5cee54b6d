target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

define <vscale x 1 x i1> @_Z4testbjhyhixbixjthshiPhPjPxS1_PbPA17_A17_yS_PA17_A17_aPA17_A17_xPA17_A17_bSB_PS3_SB_S5_PA24_sS_S2_PA24_SG_PiS_PA18_A18_jPtPA18_A18_t() #0 {
entry:
  %broadcast.splatinsert1188 = insertelement <vscale x 1 x i1> zeroinitializer, i1 false, i64 0
  ret <vscale x 1 x i1> %broadcast.splatinsert1188
}

attributes #0 = { "target-cpu"="grace" }
