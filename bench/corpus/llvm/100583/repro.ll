; ModuleID = './reduced.ll'
source_filename = "./reduced.ll"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32-ni:1-p2:32:8:8:32-ni:2"
target triple = "aarch64-none-linux-gnu"

define void @wombat(i64 %arg, ptr addrspace(1) %arg1) gc "statepoint-example" {
bb:
  br label %bb2

bb2:                                              ; preds = %bb6, %bb
  %phi = phi i64 [ %add, %bb6 ], [ 0, %bb ]
  br i1 false, label %bb4, label %bb3

bb3:                                              ; preds = %bb2
  br label %bb4

bb4:                                              ; preds = %bb3, %bb2
  %phi5 = phi i64 [ 0, %bb3 ], [ 0, %bb2 ]
  %icmp = icmp ult i64 %phi, %arg
  br i1 %icmp, label %bb6, label %bb7

bb6:                                              ; preds = %bb4
  %getelementptr = getelementptr i32, ptr addrspace(1) null, i64 %phi
  %load = load i32, ptr addrspace(1) %arg1, align 4
  store i32 0, ptr addrspace(1) %getelementptr, align 4
  %add = add i64 %phi, 1
  br label %bb2

bb7:                                              ; preds = %bb4
  ret void
}
