define i1 @f(i1 %c, i1 %d) {
  %r0 = ashr i1 %c, %d
  %r1 = ashr i1 %c, %d
  %acc1 = add i1 %r0, %r1
  %acc2 = add i1 %acc1, %c
  %acc3 = add i1 %acc2, %c
  %acc4 = add i1 %acc3, %d
  ret i1 %acc4
}
