; ModuleID = './reduced.ll'
source_filename = "./reduced.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128-ni:1-p2:32:8:8:32-ni:2"
target triple = "x86_64-unknown-linux-gnu"

define void @wombat(i32 %arg) gc "statepoint-example" {
bb:
  br label %bb1

bb1:                                              ; preds = %bb2, %bb
  br label %bb3

bb2:                                              ; preds = %bb3
  %phi = phi i32 [ %phi5, %bb3 ]
  br label %bb1

bb3:                                              ; preds = %bb3, %bb1
  %phi4 = phi i32 [ %arg, %bb1 ], [ %add, %bb3 ]
  %phi5 = phi i32 [ 0, %bb1 ], [ %zext, %bb3 ]
  %trunc = trunc i32 %phi4 to i8
  %udiv = udiv i8 %trunc, 0
  %zext = zext i8 %udiv to i32
  %add = add i32 %phi4, 1
  %icmp = icmp ugt i32 %phi4, 1
  br i1 %icmp, label %bb2, label %bb3, !prof !0
}

!0 = !{!"branch_weights", i32 1, i32 0}
