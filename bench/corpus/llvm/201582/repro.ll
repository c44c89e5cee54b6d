; ModuleID = 'reduced.ll'
source_filename = "reduced.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128-ni:1-p2:32:8:8:32-ni:2"
target triple = "x86_64-unknown-linux-gnu"

define i32 @widget(ptr addrspace(1) %arg) gc "statepoint-example" {
bb:
  br label %bb2

bb1:                                              ; preds = %bb2
  %phi = phi i32 [ %or, %bb2 ]
  ret i32 0

bb2:                                              ; preds = %bb2, %bb
  %phi3 = phi i8 [ 0, %bb ], [ %trunc, %bb2 ]
  %phi4 = phi i32 [ 0, %bb ], [ %mul, %bb2 ]
  %phi5 = phi i32 [ 0, %bb ], [ %load, %bb2 ]
  %phi6 = phi i32 [ 0, %bb ], [ %add, %bb2 ]
  %trunc = trunc i32 %phi4 to i8
  %load = load i32, ptr addrspace(1) null, align 4
  store i8 0, ptr addrspace(1) %arg, align 1
  %mul = mul i32 %load, 24124
  %or = or i32 1, %phi5
  %add = add i32 %phi6, 1
  %icmp = icmp ugt i32 %phi6, 156
  br i1 %icmp, label %bb1, label %bb2
}
