target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define <16 x i32> @func_1() #0 {
entry:
  %0 = tail call <8 x i16> @llvm.x86.sse2.pavg.w(<8 x i16> undef, <8 x i16> undef)
  %1 = bitcast <8 x i16> %0 to <4 x i32>
  %shift = shufflevector <4 x i32> %1, <4 x i32> zeroinitializer, <4 x i32> <i32 poison, i32 2, i32 poison, i32 poison>
  %foldExtExtBinop = add <4 x i32> %shift, %1
  %2 = shufflevector <4 x i32> %foldExtExtBinop, <4 x i32> zeroinitializer, <16 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  ret <16 x i32> %2
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse2.pavg.w(<8 x i16>, <8 x i16>) #1

attributes #0 = { "target-features"="+avx2" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
