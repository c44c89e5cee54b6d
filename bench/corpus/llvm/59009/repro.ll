define i32 @f() {
BB:
  %C = call i32 @f.1(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  ret i32 %C
}

declare i32 @f.1(<8 x i1>)
