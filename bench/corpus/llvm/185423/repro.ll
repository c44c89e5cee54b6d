; ModuleID = './reduced.ll'
source_filename = "./reduced.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128-ni:1-p2:32:8:8:32-ni:2"
target triple = "x86_64-unknown-linux-gnu"

define void @wombat() #0 gc "statepoint-example" {
bb:
  br label %bb1

bb1:                                              ; preds = %bb6, %bb
  %phi = phi i64 [ 0, %bb ], [ %add7, %bb6 ]
  %mul = mul i64 %phi, %phi
  %trunc = trunc i64 %mul to i32
  br label %bb3

bb2:                                              ; preds = %bb3
  %add = add i32 %phi4, 1
  %icmp = icmp eq i32 %phi4, 0
  br i1 %icmp, label %bb8, label %bb3

bb3:                                              ; preds = %bb2, %bb1
  %phi4 = phi i32 [ %add, %bb2 ], [ %trunc, %bb1 ]
  %phi5 = phi i32 [ %or, %bb2 ], [ 0, %bb1 ]
  %or = or i32 %phi5, 0
  br i1 false, label %bb6, label %bb2, !prof !0

bb6:                                              ; preds = %bb3
  %add7 = add nsw i64 %phi, 1
  br label %bb1

bb8:                                              ; preds = %bb2
  ret void
}

attributes #0 = { "target-cpu"="skylake-avx512" }

!0 = !{!"branch_weights", i32 127, i32 14209}
