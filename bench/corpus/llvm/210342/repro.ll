; ModuleID = './reduced.ll'
source_filename = "./reduced.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128-ni:1-p2:32:8:8:32-ni:2"
target triple = "x86_64-unknown-linux-gnu"

define void @wombat() #0 gc "statepoint-example" personality ptr null {
bb:
  %invoke = invoke i32 null(i32 0)
          to label %bb2 unwind label %bb1

bb1:                                              ; preds = %bb
  %landingpad = landingpad { ptr, i32 }
          cleanup
  ret void

bb2:                                              ; preds = %bb2, %bb
  %phi = phi i32 [ %mul, %bb2 ], [ 0, %bb ]
  %phi3 = phi i64 [ %add, %bb2 ], [ 0, %bb ]
  %mul = mul i32 %phi, %invoke
  %add = add i64 %phi3, 4
  %icmp = icmp ugt i64 %phi3, 139
  br i1 %icmp, label %bb4, label %bb2

bb4:                                              ; preds = %bb2
  %phi5 = phi i32 [ %mul, %bb2 ]
  ret void
}

attributes #0 = { "target-cpu"="skylake-avx512" }
