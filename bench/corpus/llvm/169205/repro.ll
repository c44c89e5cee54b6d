target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define <4 x i16> @backsmith_pure_2() #0 {
entry:
  %0 = tail call <16 x i8> @llvm.x86.sse2.pavg.b(<16 x i8> zeroinitializer, <16 x i8> zeroinitializer)
  %shuffle24 = shufflevector <16 x i8> %0, <16 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 9, i32 9>
  %conv25 = zext <4 x i8> %shuffle24 to <4 x i16>
  %not.neg = add <4 x i16> %conv25, splat (i16 1)
  ret <4 x i16> %not.neg
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.x86.sse2.pavg.b(<16 x i8>, <16 x i8>) #1

attributes #0 = { "target-features"="+avx" "tune-cpu"="alderlake" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
