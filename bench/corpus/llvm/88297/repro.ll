; ModuleID = './reduced.ll'
source_filename = "./reduced.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128-ni:1-p2:32:8:8:32-ni:2"
target triple = "x86_64-unknown-linux-gnu"

define void @wombat() gc "statepoint-example" {
bb:
  br label %bb1

bb1:                                              ; preds = %bb2, %bb
  %phi = phi i32 [ %add, %bb2 ], [ 0, %bb ]
  br i1 false, label %bb2, label %bb4

bb2:                                              ; preds = %bb4, %bb1
  %phi3 = phi i64 [ 1, %bb4 ], [ 0, %bb1 ]
  %add = add i32 %phi, 1
  %icmp = icmp sgt i32 %phi, 0
  br i1 %icmp, label %bb5, label %bb1

bb4:                                              ; preds = %bb1
  br label %bb2

bb5:                                              ; preds = %bb2
  %phi6 = phi i64 [ %phi3, %bb2 ]
  ret void
}
