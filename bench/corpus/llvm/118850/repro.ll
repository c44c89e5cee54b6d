; ModuleID = './reduced.ll'
source_filename = "./reduced.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32-ni:1-p2:32:8:8:32-ni:2"
target triple = "aarch64-none-linux-gnu"

define double @wombat() gc "statepoint-example" {
bb:
  br label %bb2

bb1:                                              ; preds = %bb2
  ret double 0.000000e+00

bb2:                                              ; preds = %bb2, %bb
  %phi = phi i64 [ 0, %bb ], [ %add, %bb2 ]
  %phi3 = phi i65 [ 0, %bb ], [ %add5, %bb2 ]
  %phi4 = phi i64 [ 0, %bb ], [ %trunc, %bb2 ]
  %trunc = trunc i65 %phi3 to i64
  store i64 0, ptr addrspace(1) null, align 8
  %add = add i64 %phi, 1
  %icmp = icmp ugt i64 %add, 0
  %add5 = add i65 %phi3, -1
  br i1 %icmp, label %bb2, label %bb1
}
