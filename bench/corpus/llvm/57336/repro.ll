define void @f() {
entry:
  br label %for.body

for.body:                                         ; preds = %for.body, %entry
  %inc8 = phi i16 [ %inc, %for.body ], [ undef, %entry ]
  %inc137 = phi i32 [ %inc1, %for.body ], [ undef, %entry ]
  %inc1 = add nsw i32 %inc137, 1
  %inc = add nsw i16 %inc8, 1
  %mul = mul nsw i16 undef, %inc8
  %cmp.not = icmp slt i16 undef, %mul
  br i1 %cmp.not, label %crit_edge, label %for.body, !llvm.loop !1

crit_edge:                                        ; preds = %for.body
  %inc137.lcssa = phi i32 [ %inc137, %for.body ]
  %conv = trunc i32 %inc137.lcssa to i16
  ret void
}

!llvm.ident = !{!0}

!0 = !{!"clang version 16.0.0.prerel"}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.mustprogress"}
