define i8 @src(i8 %x, i8 %y, i8 %z) {
  %cmp = icmp eq i8 %x, %y
  %conv16 = zext i1 %cmp to i16
  %conv8 = zext i1 %cmp to i8
  %r = add i8 %conv8, %z
  %cmp_assume = icmp eq i16 %conv16, 0
  call void @llvm.assume(i1 %cmp_assume)
  ret i8 %r
}

