target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define <32 x i16> @shuffle_vpermv3_v32i16(<32 x i16> %0) {
  %2 = call <32 x i16> @llvm.x86.avx512.vpermi2var.hi.512(<32 x i16> %0, <32 x i16> splat (i16 1), <32 x i16> zeroinitializer)
  ret <32 x i16> %2
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <32 x i16> @llvm.x86.avx512.vpermi2var.hi.512(<32 x i16>, <32 x i16>, <32 x i16>) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }
