target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128-ni:10:11:12:13"
target triple = "x86_64-unknown-linux-gnu"

define swiftcc ptr addrspace(10) @"julia_copytrito!_5606"(ptr addrspace(13) %0) {
  br label %2

2:                                                ; preds = %11, %1
  %3 = phi i64 [ %12, %11 ], [ 1, %1 ]
  br label %4

4:                                                ; preds = %4, %2
  %5 = phi i64 [ %10, %4 ], [ %3, %2 ]
  %6 = load double, ptr addrspace(13) %0, align 8
  %7 = shl i64 %5, 3
  %8 = getelementptr i8, ptr addrspace(13) null, i64 %7
  store double 0.000000e+00, ptr addrspace(13) %8, align 8
  %9 = icmp eq i64 %5, 0
  %10 = add i64 %5, 1
  br i1 %9, label %11, label %4

11:                                               ; preds = %4
  %12 = add i64 %3, 1
  br label %2
}
