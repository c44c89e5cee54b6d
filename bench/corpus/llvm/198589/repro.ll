; ModuleID = './reduced.ll'
source_filename = "./reduced.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128-ni:1-p2:32:8:8:32-ni:2"
target triple = "x86_64-unknown-linux-gnu"

define i32 @wombat() gc "statepoint-example" {
bb:
  br label %bb1

bb1:                                              ; preds = %bb3, %bb
  %phi = phi i64 [ 0, %bb ], [ %add, %bb3 ]
  %phi2 = phi i32 [ 0, %bb ], [ %sub, %bb3 ]
  %shl = shl i32 %phi2, 0
  br label %bb3

bb3:                                              ; preds = %bb1
  %phi4 = phi i32 [ 0, %bb1 ]
  %sub = sub i32 0, 0
  %add = add i64 %phi, 1
  %icmp = icmp ult i64 %phi, 1
  br i1 %icmp, label %bb1, label %bb5

bb5:                                              ; preds = %bb3
  ret i32 0
}
