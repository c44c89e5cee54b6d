target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "loongarch64-unknown-linux-musl"

define i8 @backsmith_pure_1(<2 x i32> %vecinit7) {
entry:
  %0 = tail call <16 x i8> @llvm.loongarch.lsx.vadd.b(<16 x i8> splat (i8 1), <16 x i8> zeroinitializer)
  %shuffle = shufflevector <16 x i8> %0, <16 x i8> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %1 = and <2 x i8> %shuffle, splat (i8 1)
  %and = zext <2 x i8> %1 to <2 x i32>
  %and.i = and <2 x i32> %vecinit7, %and
  %conv.i = zext <2 x i32> %and.i to <2 x i64>
  %sub.i = sub <2 x i64> zeroinitializer, %conv.i
  %2 = bitcast <2 x i64> %sub.i to <16 x i8>
  %conv14 = extractelement <16 x i8> %2, i64 4
  ret i8 %conv14
}

; Function Attrs: nounwind memory(none)
declare <16 x i8> @llvm.loongarch.lsx.vadd.b(<16 x i8>, <16 x i8>) #0

attributes #0 = { nounwind memory(none) }
