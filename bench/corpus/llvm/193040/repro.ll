; ModuleID = './reduced.ll'
source_filename = "./reduced.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128-ni:1-p2:32:8:8:32-ni:2"
target triple = "x86_64-unknown-linux-gnu"

define void @wombat() #0 gc "statepoint-example" {
bb:
  br label %bb1

bb1:                                              ; preds = %bb1, %bb
  %phi = phi i32 [ %add6, %bb1 ], [ 0, %bb ]
  %phi2 = phi i32 [ %shl5, %bb1 ], [ 0, %bb ]
  %phi3 = phi i32 [ %add, %bb1 ], [ 0, %bb ]
  %shl = shl i32 %phi2, 0
  %shl4 = shl i32 %shl, 0
  %shl5 = shl i32 %shl4, 1
  %mul = mul i32 %phi, 0
  %or = or i32 0, %mul
  %add = add i32 1, %or
  %add6 = add i32 0, 1
  br label %bb1
}

attributes #0 = { "target-cpu"="skylake-avx512" }
