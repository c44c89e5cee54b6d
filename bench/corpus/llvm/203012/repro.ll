define i32 @main(i8 %0) {
entry:
  %cmp2.not.i.4 = icmp eq i8 %0, 0
  %1 = sext i1 %cmp2.not.i.4 to i32
  ret i32 %1
}
