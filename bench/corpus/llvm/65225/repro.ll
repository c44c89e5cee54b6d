define i32 @f(ptr %G.9, i64 %0) {
  %A = alloca i1, align 1
  %G = getelementptr i64, ptr %A, i64 -1
  %u = load i8, ptr %G, align 1
  %v = alloca i8, align 4
  %x = load i1, ptr %v, align 4
  %y = getelementptr double, ptr %G, i64 %0
  store i1 %x, ptr %A, align 1
  store i8 %u, ptr %G.9, align 1
  store i1 false, ptr %y, align 1
  ret i32 0
}
