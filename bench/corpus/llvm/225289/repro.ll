define void @f(ptr %p) {
entry:
  %g = getelementptr i8, ptr %p, i64 8
  %v = load {}, ptr %g
  store i32 1, ptr %p
  ret void
}
