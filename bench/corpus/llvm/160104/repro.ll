define i32 @test(i1 %arg_1, i32 %arg_2) {
entry:
  %sel_1 = select i1 %arg_1, i32 %arg_2, i32 1
  %div = udiv i32 %arg_2, 7
  %cond_1 = icmp ugt i32 %div, %sel_1
  %sel_2 = select i1 %arg_1, i32 %div, i32 3
  %sel = select i1 %arg_1, i32 %sel_1, i32 %sel_2
  br label %body

body:
  %res = phi i32 [ %sel, %entry ], [ %add_loop, %body ]
  %add_loop = add i32 4, %res
  %cond_2 = icmp ugt i32 %add_loop, 3
  br i1 %cond_2, label %body, label %exit

exit:
  ret i32 %add_loop
}
