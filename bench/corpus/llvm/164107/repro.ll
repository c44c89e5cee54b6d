target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @func_1(<16 x i1> %0) #0 {
entry:
  %cmp = shufflevector <16 x i1> %0, <16 x i1> zeroinitializer, <16 x i32> zeroinitializer
  %sext = sext <16 x i1> %cmp to <16 x i64>
  %1 = bitcast <16 x i64> %sext to <64 x i16>
  %vecinit15.i = shufflevector <64 x i16> %1, <64 x i16> zeroinitializer, <16 x i32> <i32 56, i32 56, i32 56, i32 56, i32 56, i32 56, i32 56, i32 56, i32 56, i32 56, i32 56, i32 56, i32 56, i32 56, i32 56, i32 56>
  %conv16.i = sext <16 x i16> %vecinit15.i to <16 x i64>
  %2 = bitcast <16 x i64> %conv16.i to <32 x i32>
  %conv22.i = extractelement <32 x i32> %2, i64 4
  ret i32 %conv22.i
}

attributes #0 = { "target-features"="+avx" }
