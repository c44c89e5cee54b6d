target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define <4 x i16> @backsmith_pure_4(<32 x i64> %shuffle, <16 x i16> %0, <16 x i1> %cmp) #0 {
entry:
  %conv11 = trunc <32 x i64> %shuffle to <32 x i32>
  store <32 x i32> %conv11, ptr null, align 128
  %sext = sext <16 x i1> %cmp to <16 x i16>
  %shuffle35 = shufflevector <16 x i16> %sext, <16 x i16> %0, <8 x i32> <i32 5, i32 15, i32 4, i32 4, i32 3, i32 21, i32 5, i32 7>
  %cmp36 = icmp sgt <8 x i16> %shuffle35, zeroinitializer
  %sext37 = sext <8 x i1> %cmp36 to <8 x i16>
  %shuffle38 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %sext37, <4 x i32> <i32 2, i32 13, i32 7, i32 12>
  ret <4 x i16> %shuffle38
}

attributes #0 = { "target-features"="+avx2" }
