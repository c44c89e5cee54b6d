define i1 @f(i64 %0) {
  %2 = icmp ult i64 0, %0
  %3 = add i64 0, 1
  %4 = icmp ult i64 %3, 0
  %5 = zext i1 %2 to i64
  %6 = add i64 %3, %5
  %7 = icmp ult i64 %6, %3
  %8 = zext i1 %4 to i63
  %9 = zext i1 %7 to i63
  %new0 = or i63 %8, %9
  %last = trunc i63 %new0 to i1
  ret i1 %last
}
