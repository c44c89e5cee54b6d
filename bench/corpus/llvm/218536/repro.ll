define i32 @f(ptr %p) {
  %A = alloca i32
  store i32 0, ptr %p
  store i32 0, ptr %A
  store i32 0, ptr %p
  %L = load i32, ptr %A
  ret i32 %L
}
