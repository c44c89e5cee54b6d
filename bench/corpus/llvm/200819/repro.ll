; RUN: opt -S -passes=loop-interchange < %s
@A = common global [100 x [100 x i32]] zeroinitializer

define i64 @latch_simplify_crash() {
entry: 
  br label %outer.header
outer.header:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  br label %inner
inner:
  %j = phi i64 [ 0, %outer.header ], [ %j.next, %inner ]
  %ptr = getelementptr inbounds [100 x [100 x i32]], ptr @A, i64 0, i64 %j,
i64 %i
  %val = load i32, ptr %ptr
  %add = add i32 %val, 1
  store i32 %add, ptr %ptr
  %j.next = add nuw nsw i64 %j, 1
  %exitcond.inner = icmp eq i64 %j, 99
  br i1 %exitcond.inner, label %inner.exit, label %inner
inner.exit:
  %j.lcssa = phi i64 [ %j, %inner ]
  br label %outer.latch
outer.latch:
  %j.latch = phi i64 [ %j.lcssa, %inner.exit ]
  %use.j = add i64 %j.latch, 1
  %i.next = add nuw nsw i64 %i, 1
  %exitcond.outer = icmp eq i64 %i, 99
  br i1 %exitcond.outer, label %exit, label %outer.header
exit:
  %result = phi i64 [ %use.j, %outer.latch ]
  ret i64 %result
}
