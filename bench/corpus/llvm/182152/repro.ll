target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128-ni:1-p2:32:8:8:32-ni:2"
target triple = "x86_64-unknown-linux-gnu"

define i32 @hoge.24(i32 %load2) {
bb:
  %icmp120 = icmp eq i32 0, 0
  br label %bb121

bb121:                                            ; preds = %bb121, %bb
  %phi122 = phi i32 [ %add124, %bb121 ], [ %load2, %bb ]
  %phi123 = phi i32 [ %select, %bb121 ], [ 0, %bb ]
  %select = select i1 %icmp120, i32 %phi123, i32 %phi122
  %add124 = add i32 %phi122, 1
  %icmp125 = icmp sgt i32 %phi122, 0
  br i1 %icmp125, label %bb127, label %bb121

bb127:                                            ; preds = %bb121
  ret i32 %select
}
