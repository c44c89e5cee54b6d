; ModuleID = './reduced.ll'
source_filename = "./reduced.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128-ni:1-p2:32:8:8:32-ni:2"
target triple = "x86_64-unknown-linux-gnu"

define void @wombat() gc "statepoint-example" personality ptr null {
bb:
  %add = add i32 0, 0
  %add1 = add i32 0, 0
  %invoke = invoke i32 null(ptr addrspace(1) null, i32 0, i32 0, i32 0)
          to label %bb2 unwind label %bb8

bb2:                                              ; preds = %bb
  %add3 = add i32 %invoke, 0
  br label %bb4

bb4:                                              ; preds = %bb2
  %phi = phi i32 [ %add3, %bb2 ]
  %phi5 = phi i32 [ 0, %bb2 ]
  %phi6 = phi i32 [ %add, %bb2 ]
  %phi7 = phi i32 [ %add1, %bb2 ]
  ret void

bb8:                                              ; preds = %bb
  %landingpad = landingpad { ptr, i32 }
          cleanup
  ret void
}
