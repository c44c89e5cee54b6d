target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-none-linux-gnu"

@BlendedStore_p = external global i64

define void @_Z20CompressBlendedStorev(<1 x i1> %cmp.i) #0 {
entry:
  %0 = load <1 x i64>, ptr @BlendedStore_p, align 8
  %1 = select <1 x i1> %cmp.i, <1 x i64> zeroinitializer, <1 x i64> %0
  store <1 x i64> %1, ptr @BlendedStore_p, align 8
  ret void
}

attributes #0 = { "target-features"="+sve" }
