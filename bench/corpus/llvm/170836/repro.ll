target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

define void @_Z1ev(<16 x i1> %0) {
entry:
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %entry
  %vec.phi = phi <16 x i16> [ zeroinitializer, %entry ], [ %2, %vector.body ]
  %vec.phi40 = phi <16 x i16> [ zeroinitializer, %entry ], [ %4, %vector.body ]
  %1 = select i1 false, <16 x i16> zeroinitializer, <16 x i16> zeroinitializer
  %2 = mul <16 x i16> zeroinitializer, %1
  %3 = select <16 x i1> %0, <16 x i16> zeroinitializer, <16 x i16> zeroinitializer
  %4 = mul <16 x i16> %3, zeroinitializer
  br label %vector.body
}
