target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define <9 x i16> @backsmith_pure_9(<4 x i64> %shuffle.i) #0 {
entry:
  %shuffle = shufflevector <4 x i64> %shuffle.i, <4 x i64> zeroinitializer, <16 x i32> <i32 5, i32 3, i32 0, i32 5, i32 2, i32 2, i32 1, i32 1, i32 4, i32 6, i32 5, i32 3, i32 1, i32 7, i32 2, i32 1>
  %conv3 = trunc nuw <16 x i64> %shuffle to <16 x i16>
  %shuffle4 = shufflevector <16 x i16> zeroinitializer, <16 x i16> %conv3, <9 x i32> <i32 31, i32 18, i32 28, i32 20, i32 7, i32 5, i32 8, i32 4, i32 7>
  ret <9 x i16> %shuffle4
}

attributes #0 = { "target-features"="+avx2" }
