; bin/opt -passes=jump-threading reduced.ll -S
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @_ZN6duckdb3alp14AlpCompressionIfLb0EE25FindBestFactorAndExponentEPKfmRNS0_18AlpCompressionDataIfLb0EEE(i1 %.not) {
  br label %1

1:                                                ; preds = %5, %0
  %.025 = phi i64 [ 0, %0 ], [ %.126, %5 ]
  br i1 %.not, label %4, label %2

2:                                                ; preds = %1
  %3 = icmp eq i64 %.025, 0
  %.31 = select i1 %3, i32 0, i32 0
  br label %4

4:                                                ; preds = %2, %1
  %.126 = phi i64 [ 0, %2 ], [ 0, %1 ]
  %.023 = phi i32 [ %.31, %2 ], [ 0, %1 ]
  switch i32 %.023, label %5 [
    i32 0, label %5
    i32 6, label %5
  ]

5:                                                ; preds = %4, %4, %4
  br label %1
}
