; ModuleID = './reduced.ll'
source_filename = "./reduced.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128-ni:1-p2:32:8:8:32-ni:2"
target triple = "x86_64-unknown-linux-gnu"

define void @wombat(ptr addrspace(1) %arg, i64 %arg1) gc "statepoint-example" {
bb:
  br label %bb3

bb2:                                              ; preds = %bb7
  ret void

bb3:                                              ; preds = %bb7, %bb
  br label %bb4

bb4:                                              ; preds = %bb4, %bb3
  %phi = phi i64 [ %add6, %bb4 ], [ %arg1, %bb3 ]
  %phi5 = phi i64 [ %add, %bb4 ], [ 0, %bb3 ]
  %add = add i64 0, 0
  store i64 0, ptr addrspace(1) %arg, align 8
  %load = load i64, ptr addrspace(1) null, align 8
  %add6 = add i64 %phi, -3
  %icmp = icmp slt i64 0, %phi
  br i1 %icmp, label %bb4, label %bb7

bb7:                                              ; preds = %bb4
  br i1 %icmp, label %bb3, label %bb2, !llvm.loop !0
}

!0 = distinct !{!0, !1, !2, !3}
!1 = !{!"llvm.loop.peeled.count", i32 1}
!2 = !{!"llvm.loop.estimated_trip_count", i32 0}
!3 = !{!"llvm.loop.unroll.disable"}
