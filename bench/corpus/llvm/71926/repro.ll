define i8 @udiv(i2 %0) {
  %2 = sext i1 true to i8
  %3 = udiv i8 1, %2
  ret i8 %3
}
