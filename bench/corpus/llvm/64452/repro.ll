define void @f(i64 %0) {
  %unused = lshr i64 %0, 7
  ret void
}
