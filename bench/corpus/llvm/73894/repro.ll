target triple = "arm64-linux"

define i32 @foo() {
entry:
  %0 = load i32, ptr null
  %1 = and i32 %0, 15
  %2 = call i32 @llvm.umax.i32(i32 %1, i32 1)
  %umax = zext nneg i32 %2 to i64
  br label %loop

loop:
  %induc = phi i64 [ 0, %entry ], [ %induc.next, %loop ]
  %max = phi i32 [ 0, %entry ], [ %5, %loop ]
  %gep = getelementptr i32, ptr null, i64 %induc
  %3 = load ptr, ptr %gep
  %4 = load i32, ptr %3
  %5 = tail call i32 @llvm.smax.i32(i32 %4, i32 %max)
  %induc.next = add nuw nsw i64 %induc, 1
  %exitcond.not = icmp eq i64 %induc.next, %umax
  br i1 %exitcond.not, label %exit, label %loop, !llvm.loop !0

exit:
  %res = phi i32 [ %5, %loop ]
  ret i32 %res
}

declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.interleave.count", i32 2}
