; ModuleID = './reduced.ll'
source_filename = "./reduced.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128-ni:1-p2:32:8:8:32-ni:2"
target triple = "x86_64-unknown-linux-gnu"

define void @wombat() gc "statepoint-example" personality ptr null {
bb:
  br i1 false, label %bb1, label %bb4

bb1:                                              ; preds = %bb
  br label %bb2

bb2:                                              ; preds = %bb1, %bb2
  %invoke = invoke double null(i64 0)
          to label %bb2 unwind label %bb3

bb3:                                              ; preds = %bb2
  %landingpad = landingpad { ptr, i32 }
          cleanup
  ret void

bb4:                                              ; preds = %bb
  ret void
}
