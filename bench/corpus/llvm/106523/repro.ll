; ModuleID = './reduced.ll'
source_filename = "./reduced.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128-ni:1-p2:32:8:8:32-ni:2"
target triple = "x86_64-unknown-linux-gnu"

define void @wombat() gc "statepoint-example" {
bb:
  br label %bb1

bb1:                                              ; preds = %bb1, %bb
  %phi = phi i64 [ %add, %bb1 ], [ 1, %bb ]
  %phi2 = phi i32 [ %trunc, %bb1 ], [ 1, %bb ]
  %phi3 = phi i32 [ %or, %bb1 ], [ 0, %bb ]
  %or = or i32 %phi2, 0
  %add = add i64 %phi, 1
  store i32 %phi3, ptr addrspace(1) null, align 4
  %icmp = icmp ult i64 %phi, 337
  %trunc = trunc i64 %phi to i32
  br i1 %icmp, label %bb1, label %bb4

bb4:                                              ; preds = %bb1
  ret void
}
