define i108 @f(i108 %x, i108 %s) {
  %r = lshr i108 %x, %s
  %c = icmp ugt i108 %s, 107
  %sel = select i1 %c, i108 0, i108 %r
  ret i108 %sel
}
