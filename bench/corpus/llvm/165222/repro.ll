; ModuleID = './reduced.ll'
source_filename = "./reduced.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32-ni:1-p2:32:8:8:32-ni:2"
target triple = "aarch64-none-linux-gnu"

define void @wombat(i32 %arg) #0 gc "statepoint-example" {
bb:
  br label %bb1

bb1:                                              ; preds = %bb1, %bb
  %phi = phi i64 [ 266, %bb ], [ %add4, %bb1 ]
  %phi2 = phi i64 [ 0, %bb ], [ %add3, %bb1 ]
  %sext = sext i32 %arg to i64
  %mul = mul i64 %sext, 2
  %add = add i64 %sext, %phi2
  %add3 = add i64 %add, %mul
  store i32 0, ptr addrspace(1) null, align 4
  %add4 = add i64 %phi, 1
  %icmp = icmp ugt i64 %phi, 0
  br i1 %icmp, label %bb1, label %bb5

bb5:                                              ; preds = %bb1
  %phi6 = phi i64 [ %add3, %bb1 ]
  ret void
}

attributes #0 = { "target-cpu"="neoverse-n1" }
