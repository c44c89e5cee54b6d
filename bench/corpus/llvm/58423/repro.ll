define i32 @f(i32 %0) {
  %2 = shl i32 %0, 8
  %3 = or i32 %0, %2
  %4 = shl i32 %3, 8
  ret i32 %4
}
