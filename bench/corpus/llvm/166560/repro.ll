define void @dep_free_parametric(ptr noalias %A, ptr noalias %B, i64 %N, i64 %M) {
entry:
  %cmp = icmp slt i64 0, %M
  br i1 %cmp, label %inverse1, label %inverse2

inverse1:
  br i1 %cmp, label %done, label %A_guard
  
inverse2:
  br i1 %cmp, label %B_guard, label %done

A_guard:
   br i1 %cmp, label %A_preheader, label %A_exit

A_preheader:
  br label %A_loop
 
A_loop:
  %A_iv = phi i64 [ %A_inc, %A_loop ], [ 0, %A_preheader ]
  %A_inc = add nsw i64 %A_iv, 1
  %A_cmp = icmp slt i64 %A_inc, %N
  br i1 %A_cmp, label %A_loop, label %A_exit

A_exit:
  br label %done

B_guard:
   br i1 %cmp, label %B_preheader, label %B_exit

B_preheader:
  br label %B_loop
 
B_loop:
  %B_iv = phi i64 [ %B_inc, %B_loop ], [ 0, %B_preheader ]
  %B_inc = add nsw i64 %B_iv, 1
  %B_cmp = icmp slt i64 %B_inc, %N
  br i1 %B_cmp, label %B_loop, label %B_exit

B_exit:
  br label %done

done:
  ret void
}
