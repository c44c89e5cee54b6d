define void @fun(i32 %CC) {
  switch i32 %CC, label %2 [
    i32 0, label %2
    i32 8, label %2
  ]

2:
  ret void
}
