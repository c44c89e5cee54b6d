; RUN: opt %s -passes='function(scalarizer,dce)' -scalarize-load-store -S | FileCheck %s
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v64:64:64-v128:128:128-a0:0:64-s0:64:64-f80:128:128-n8:16:32:64-S128"

define <64 x i32> @f1(<16 x <64 x i32>*> %src, i32 %index) {
  %1 = extractelement <16 x <64 x i32>*> %src, i32 %index
  %2 = load <64 x i32>, <64 x i32>* %1, align 4
  ret <64 x i32> %2
}
