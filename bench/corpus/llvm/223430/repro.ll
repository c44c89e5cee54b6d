; RUN: opt -S -passes=loop-vectorize < %s
define float @maxnum_chain(ptr %src, i64 %n, float %k) {
entry:
  br label %loop

loop:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %loop ]
  %max = phi float [ 0.000000e+00, %entry ], [ %max.next, %loop ]
  %gep = getelementptr float, ptr %src, i64 %iv
  %l = load float, ptr %gep, align 4
  %tmp = call float @llvm.maxnum.f32(float %k, float %max)
  %max.next = call fast float @llvm.maxnum.f32(float %l, float %tmp)
  %iv.next = add nuw nsw i64 %iv, 1
  %ec = icmp eq i64 %iv.next, %n
  br i1 %ec, label %exit, label %loop

exit:
  ret float %max.next
}
