; bin/opt -passes=nsan reduced.ll -S
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @_ZN4ROOTL58newArray_ROOTcLcLExperimentalcLcLRAttrMapcLcLDoubleValue_tElPv(ptr %p) sanitize_numerical_stability {
entry:
  store <4 x double> <double bitcast (i64 ptrtoint (ptr getelementptr inbounds nuw inrange(-16, 88) (i8, ptr null, i64 16) to i64) to double), double 0.000000e+00, double bitcast (i64 ptrtoint (ptr getelementptr inbounds nuw inrange(-16, 88) (i8, ptr null, i64 16) to i64) to double), double 0.000000e+00>, ptr %p, align 8
  ret void
}
