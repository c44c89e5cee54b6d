target triple = "aarch64-unknown-linux-gnu"

define void @foo() local_unnamed_addr #0 {
  br i1 poison, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %13, %0
  %1 = phi i64 [ %15, %13 ], [ poison, %0 ]
  %2 = phi i32 [ %14, %13 ], [ 1, %0 ]
  %3 = add nsw i32 %2, -1
  %4 = srem i32 %3, poison
  %5 = add nsw i32 %4, 1
  %6 = icmp eq i32 %5, poison
  br i1 %6, label %7, label %13

7:                                                ; preds = %.lr.ph
  %8 = sdiv i32 %3, poison
  %9 = add i32 %8, 1
  %10 = sext i32 %9 to i64
  %11 = getelementptr i32, ptr poison, i64 %10
  %12 = getelementptr i8, ptr %11, i64 -4
  store i32 %2, ptr %12, align 4
  br label %13

13:                                               ; preds = %7, %.lr.ph
  %14 = add nuw nsw i32 %2, 1
  %15 = add nsw i64 %1, -1
  %16 = icmp sgt i64 %1, 1
  br i1 %16, label %.lr.ph, label %._crit_edge

._crit_edge:                                      ; preds = %13, %0
  ret void
}

attributes #0 = { "target-cpu"="neoverse-v1" }
