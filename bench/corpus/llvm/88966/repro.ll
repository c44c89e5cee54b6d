
define i32 @f(ptr %0, i41 %1, ptr %2) {
  %new0 = and i41 %1, 1
  %last = trunc i41 %new0 to i1
  %4 = add i64 0, 1
  %5 = zext i1 %last to i64
  %6 = add i64 %4, %5
  %7 = icmp ult i64 %4, 0
  %8 = icmp ult i64 %6, %4
  %9 = and i1 %7, %8
  %10 = zext i1 %9 to i64
  store i64 %6, ptr %2, align 8
  store i64 %10, ptr %0, align 8
  ret i32 0
}
