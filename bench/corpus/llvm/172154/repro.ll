; llc %s
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "loongarch64-unknown-linux-musl"

define <4 x i32> @backsmith_pure_2(<4 x i32> %conv22) {
entry:
  %bc.i = bitcast <16 x i8> zeroinitializer to <8 x i16>
  %vecext.i = extractelement <8 x i16> %bc.i, i64 0
  %not.i1 = xor i16 %vecext.i, -1
  %vecinit24 = insertelement <4 x i16> zeroinitializer, i16 %not.i1, i64 0
  %vecinit27 = shufflevector <4 x i16> %vecinit24, <4 x i16> zeroinitializer, <4 x i32> zeroinitializer
  %conv28 = zext <4 x i16> %vecinit27 to <4 x i32>
  %rem = urem <4 x i32> %conv22, %conv28
  ret <4 x i32> %rem
}
