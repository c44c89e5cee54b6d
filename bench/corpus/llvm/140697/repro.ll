define i1 @crash(i64 %0) {
entry:
  %cmp10.i = icmp ugt i64 %0, 2199023255552
  ret i1 %cmp10.i
}
