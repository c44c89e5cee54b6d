target triple = "aarch64-unknown-linux-gnu"

define void @foo(ptr %0) local_unnamed_addr #0 {
  br i1 poison, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %1
  br label %2

2:                                                ; preds = %11, %.lr.ph
  %3 = phi i64 [ poison, %.lr.ph ], [ %13, %11 ]
  %4 = phi i32 [ poison, %.lr.ph ], [ %12, %11 ]
  %5 = srem i32 %4, poison
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %2
  %8 = sdiv i32 %4, poison
  %9 = sext i32 %8 to i64
  %10 = getelementptr i32, ptr %0, i64 %9
  store i32 1, ptr %10, align 4
  br label %11

11:                                               ; preds = %7, %2
  %12 = add nsw i32 %4, 1
  %13 = add nsw i64 %3, -1
  %14 = icmp sgt i64 %3, 1
  br i1 %14, label %2, label %._crit_edge

._crit_edge:                                      ; preds = %11, %1
  ret void
}

attributes #0 = { "target-cpu"="neoverse-v2" }
