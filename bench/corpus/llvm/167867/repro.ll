; ModuleID = './reduced.ll'
source_filename = "./reduced.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32-ni:1-p2:32:8:8:32-ni:2"
target triple = "aarch64-none-linux-gnu"

define i64 @wombat(ptr addrspace(1) %arg) #0 gc "statepoint-example" {
bb:
  br label %bb1

bb1:                                              ; preds = %bb1, %bb
  %phi = phi i64 [ 0, %bb ], [ %add3, %bb1 ]
  %phi2 = phi i32 [ 729, %bb ], [ %add4, %bb1 ]
  %load = load i32, ptr addrspace(1) null, align 4
  %sext = sext i32 %load to i64
  %mul = mul i64 %sext, 0
  %add = add i64 %sext, %phi
  %add3 = add i64 %add, %mul
  store i64 %add3, ptr addrspace(1) %arg, align 8
  %add4 = add i32 %phi2, 1
  %icmp = icmp ult i32 %phi2, 1
  br i1 %icmp, label %bb5, label %bb1

bb5:                                              ; preds = %bb1
  ret i64 0
}

attributes #0 = { "target-cpu"="neoverse-n1" }
