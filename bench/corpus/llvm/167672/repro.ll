target datalayout = "e-m:e-Fn32-i64:64-i128:128-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-musl"

define <4 x i8> @backsmith_pure_1(<8 x i32> %0) {
entry:
  %shuffle = shufflevector <8 x i32> %0, <8 x i32> zeroinitializer, <4 x i32> <i32 5, i32 6, i32 7, i32 4>
  %conv4 = trunc <4 x i32> %shuffle to <4 x i8>
  %shift = shufflevector <4 x i8> %conv4, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 poison, i32 poison, i32 poison>
  %foldExtExtBinop = and <4 x i8> %shift, %conv4
  ret <4 x i8> %foldExtExtBinop
}
