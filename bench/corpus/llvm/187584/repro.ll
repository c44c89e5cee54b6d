target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-grtev4-linux-gnu"

define void @wombat() {
bb:
  br label %bb2

bb1:                                              ; preds = %bb6
  ret void

bb2:                                              ; preds = %bb6, %bb
  %phi = phi i64 [ %add, %bb6 ], [ 0, %bb ]
  %phi3 = phi i64 [ %phi7, %bb6 ], [ 0, %bb ]
  br i1 true, label %bb4, label %bb6

bb4:                                              ; preds = %bb2
  br i1 false, label %bb6, label %bb5, !prof !0

bb5:                                              ; preds = %bb4
  %load = load i64, ptr null, align 8
  %call = call i64 @llvm.smin.i64(i64 %load, i64 %phi3)
  br label %bb6

bb6:                                              ; preds = %bb5, %bb4, %bb2
  %phi7 = phi i64 [ %phi3, %bb4 ], [ %call, %bb5 ], [ %phi3, %bb2 ]
  %add = add i64 %phi, 1
  %icmp = icmp eq i64 %phi, 1
  br i1 %icmp, label %bb1, label %bb2
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!"branch_weights", i32 -2147483648, i32 0}
