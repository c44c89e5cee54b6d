define i32 @f(i1 %cond, i32 %a, i32 %b) {
  %s = select i1 %cond, i32 %a, i32 %b
  ret i32 %s
}
