; ModuleID = './reduced.ll'
source_filename = "./reduced.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128-ni:1-p2:32:8:8:32-ni:2"
target triple = "x86_64-unknown-linux-gnu"

define void @wombat() gc "statepoint-example" personality ptr null {
bb:
  %invoke = invoke i32 null(ptr addrspace(1) null, i32 0, i32 0, i32 0)
          to label %bb1 unwind label %bb5

bb1:                                              ; preds = %bb1, %bb
  %phi = phi i64 [ %add, %bb1 ], [ 0, %bb ]
  %phi2 = phi i32 [ %add3, %bb1 ], [ 0, %bb ]
  %add = add i64 %phi, 1
  %sitofp = sitofp i32 %phi2 to double
  store double %sitofp, ptr addrspace(1) null, align 8
  %add3 = add i32 %phi2, %invoke
  %icmp = icmp ult i64 %phi, 161
  br i1 %icmp, label %bb1, label %bb4

bb4:                                              ; preds = %bb1
  ret void

bb5:                                              ; preds = %bb
  %landingpad = landingpad { ptr, i32 }
          cleanup
  ret void
}
