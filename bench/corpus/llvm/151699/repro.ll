; ModuleID = './reduced.ll'
source_filename = "./reduced.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128-ni:1-p2:32:8:8:32-ni:2"
target triple = "x86_64-unknown-linux-gnu"

define i64 @wombat() gc "statepoint-example" {
bb:
  %shl = shl i32 0, 1
  %mul = mul i32 0, 0
  %add = add i32 0, 0
  %add1 = add i32 0, 1
  br label %bb2

bb2:                                              ; preds = %bb
  %phi = phi i32 [ %shl, %bb ]
  %phi3 = phi i32 [ %add, %bb ]
  %phi4 = phi i32 [ %mul, %bb ]
  %phi5 = phi i32 [ %add1, %bb ]
  ret i64 0
}
