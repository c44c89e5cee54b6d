; ModuleID = './reduced.ll'
source_filename = "./reduced.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128-ni:1-p2:32:8:8:32-ni:2"
target triple = "x86_64-unknown-linux-gnu"

define i32 @wombat() gc "statepoint-example" {
bb:
  br label %bb1

bb1:                                              ; preds = %bb2, %bb
  %phi = phi i64 [ 1, %bb ], [ %add, %bb2 ]
  br label %bb2

bb2:                                              ; preds = %bb1
  %and = and i64 %phi, 1
  %getelementptr = getelementptr nusw i32, ptr addrspace(1) null, i64 %and
  store i32 0, ptr addrspace(1) %getelementptr, align 4
  store i32 0, ptr addrspace(1) null, align 4
  %add = add i64 %phi, 1
  %icmp = icmp ult i64 %phi, 1
  br i1 %icmp, label %bb3, label %bb1

bb3:                                              ; preds = %bb2
  %load = load i32, ptr addrspace(1) %getelementptr, align 4
  ret i32 0
}
