define i32 @negativity_1() {
  br label %loop

loop:                                             ; preds = %loop, %0
  %phi = phi i32 [ 0, %0 ], [ %and2, %loop ]
  %and2 = and i32 %phi, -1
  %and3 = and i32 %and2, -32768
  %cond = icmp eq i32 %and3, 0
  br i1 %cond, label %exit, label %loop,!llvm.loop!1

exit:                                             ; preds = %loop
  ret i32 %and3
}

!0 =!{}
!1 = distinct!{}

