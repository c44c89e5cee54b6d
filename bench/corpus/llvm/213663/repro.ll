; ModuleID = './reduced.ll'
source_filename = "./reduced.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128-ni:1-p2:32:8:8:32-ni:2"
target triple = "x86_64-unknown-linux-gnu"

define i32 @wombat() #0 gc "statepoint-example" {
bbl:
  br label %bbl2

bbl1:                                             ; preds = %bbl2
  %phi = phi i32 [ %select, %bbl2 ]
  ret i32 0

bbl2:                                             ; preds = %bbl2, %bbl
  %phi3 = phi i32 [ 1, %bbl ], [ %select, %bbl2 ]
  %phi4 = phi i32 [ 0, %bbl ], [ %add, %bbl2 ]
  %icmp = icmp eq i32 0, 1
  %select = select i1 %icmp, i32 1, i32 %phi3
  %add = add i32 %phi4, 1
  %icmp5 = icmp ugt i32 %phi4, 92
  br i1 %icmp5, label %bbl1, label %bbl2
}

attributes #0 = { "target-cpu"="skylake-avx512" }
