target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128-ni:1-p2:32:8:8:32-ni:2"
target triple = "x86_64-unknown-linux-gnu"

define void @test(i32 %arg) {
bb:
  %zext = zext i32 %arg to i64
  %zext1 = zext i32 0 to i64
  br label %bb2

bb2:                                              ; preds = %bb
  switch i32 0, label %bb10 [
    i32 0, label %bb9
    i32 11, label %bb9
    i32 1, label %bb4
  ]

bb3:                                              ; No predecessors!
  switch i32 0, label %bb10 [
    i32 18, label %bb7
    i32 1, label %bb7
    i32 0, label %bb10
  ]

bb4:                                              ; preds = %bb2
  %phi = phi i64 [ %zext, %bb2 ]
  %phi5 = phi i64 [ %zext1, %bb2 ]
  %getelementptr = getelementptr i32, ptr null, i64 %phi
  %getelementptr6 = getelementptr i32, ptr null, i64 %phi5
  ret void

bb7:                                              ; preds = %bb3, %bb3
  %phi8 = phi i64 [ %zext, %bb3 ], [ %zext, %bb3 ]
  br label %bb9

bb9:                                              ; preds = %bb7, %bb2, %bb2
  ret void

bb10:                                             ; preds = %bb3, %bb3, %bb2
  ret void
}
