; ModuleID = './reduced.ll'
source_filename = "./reduced.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128-ni:1-p2:32:8:8:32-ni:2"
target triple = "x86_64-unknown-linux-gnu"

define void @wombat() #0 gc "statepoint-example" {
bb:
  br label %bb1

bb1:                                              ; preds = %bb3, %bb
  %phi = phi i32 [ 0, %bb ], [ %add5, %bb3 ]
  %phi2 = phi i32 [ 0, %bb ], [ %add, %bb3 ]
  br i1 false, label %bb6, label %bb3

bb3:                                              ; preds = %bb1
  %add = add i32 0, 0
  %add4 = add i32 0, 0
  %add5 = add i32 %phi, 0
  br i1 false, label %bb6, label %bb1

bb6:                                              ; preds = %bb3, %bb1
  %phi7 = phi i32 [ %phi2, %bb1 ], [ %add4, %bb3 ]
  %phi8 = phi i32 [ %phi, %bb1 ], [ %add5, %bb3 ]
  ret void
}
