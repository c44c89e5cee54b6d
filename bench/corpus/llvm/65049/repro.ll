define i64  @f(i64 %i) {
  %w = extractelement <2 x i64 > <i64  1, i64  1>, i64  %i
  ret i64  %w
}
