; ModuleID = './reduced.ll'
source_filename = "./reduced.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128-ni:1-p2:32:8:8:32-ni:2"
target triple = "x86_64-unknown-linux-gnu"

define ptr addrspace(1) @wombat() gc "statepoint-example" {
bb:
  br label %bb1

bb1:                                              ; preds = %bb2, %bb
  %phi = phi i32 [ 5, %bb ], [ %add, %bb2 ]
  br i1 false, label %bb4, label %bb2

bb2:                                              ; preds = %bb1
  %add = add i32 %phi, 1
  %icmp = icmp eq i32 %phi, 0
  br i1 %icmp, label %bb3, label %bb1

bb3:                                              ; preds = %bb2
  ret ptr addrspace(1) null

bb4:                                              ; preds = %bb1
  ret ptr addrspace(1) null
}
