target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

define void @_Z4testhsstssssjsaiPA22_jPA22_aPA23_aPtS4_PA23_hPA23_A23_sSA_PsPA19_hPA19_SC_PA19_A19_aSI_PA19_A19_y(ptr %0) #0 {
entry:
  store <4 x i16> splat (i16 32763), ptr %0, align 2
  ret void
}

attributes #0 = { "target-cpu"="grace" }
