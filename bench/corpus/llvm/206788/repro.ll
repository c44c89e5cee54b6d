define i1 @main() {
  %1 = load i64, ptr null, align 8
  %2 = icmp eq i64 %1, 0
  ret i1 %2
}
