target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define <2 x i16> @_RNvCsjRfzBCTI7KM_20_135831034548650416174main() #0 {
start:
  store <16 x i16> zeroinitializer, ptr null, align 2
  %0 = load <8 x i16>, ptr null, align 4
  %1 = shufflevector <8 x i16> %0, <8 x i16> zeroinitializer, <16 x i32> zeroinitializer
  store <16 x i16> %1, ptr null, align 2
  %2 = xor <8 x i16> %0, splat (i16 1)
  %3 = shufflevector <8 x i16> %2, <8 x i16> zeroinitializer, <8 x i32> zeroinitializer
  store <8 x i16> %3, ptr null, align 2
  %4 = shufflevector <8 x i16> %0, <8 x i16> zeroinitializer, <2 x i32> zeroinitializer
  ret <2 x i16> %4
}

attributes #0 = { "target-cpu"="znver2" }
