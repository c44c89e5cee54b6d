target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define <4 x float> @_ZNK9blah20foo12barEPS0_(<4 x float> %0) {
entry:
  %1 = shufflevector <4 x float> <float poison, float poison, float 1.000000e+00, float poison>, <4 x float> %0, <4 x i32> <i32 5, i32 poison, i32 2, i32 poison>
  %2 = insertelement <4 x float> %1, float 1.000000e+00, i64 1
  %3 = insertelement <4 x float> %2, float 1.000000e+00, i64 3
  ret <4 x float> %3
}
