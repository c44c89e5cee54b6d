target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128-pu1:64:64-pu2:32:32-p3:64:64-p4:32:32"
target triple = "x86_64-unknown-linux"

define i32 @wombat() #0 {
bb:
  br label %bb1

bb1:                                              ; preds = %bb4, %bb
  br label %bb2

bb2:                                              ; preds = %bb4, %bb1
  %phi = phi i64 [ %add, %bb4 ], [ 0, %bb1 ]
  %add = add i64 %phi, 1
  br i1 true, label %bb3, label %bb6

bb3:                                              ; preds = %bb2
  %icmp = icmp ult i64 %phi, 1
  %or = or i1 %icmp, false
  br i1 %or, label %bb4, label %bb6

bb4:                                              ; preds = %bb3
  %icmp5 = icmp ugt i64 %phi, 229895
  br i1 %icmp5, label %bb1, label %bb2

bb6:                                              ; preds = %bb3, %bb2
  ret i32 0
}

attributes #0 = { "target-features"="+sse4.2" }
