define i1 @f(i16 %0, i64 %1, i32 %2, ptr %G.1, ptr %A, ptr %RP, i8 %L, i32 %L2, i1 %C1, i1 %C4, i1 %C) {
BB:
  %A1 = alloca i1, i32 2, align 1
  %L5 = load i1, ptr null, align 1
  %B6 = shl i1 false, %L5
  %G2 = getelementptr i1, ptr %A, i32 %2
  %B1 = and i64 %1, 0
  %G7 = getelementptr i64, ptr %A1, i64 42
  store ptr %G.1, ptr %G7, align 8
  %B2 = or i64 0, %1
  %B4 = and i8 %L, 0
  store i8 poison, ptr %RP, align 1
  store i64 %B1, ptr null, align 4
  store i64 %B2, ptr null, align 4
  store i1 %C1, ptr %G2, align 1
  store i1 %C4, ptr null, align 1
  store i8 %B4, ptr null, align 1
  store i64 0, ptr %G.1, align 4
  store i1 %B6, ptr null, align 1
  store i16 %0, ptr null, align 2
  store i32 %L2, ptr null, align 4
  ret i1 %C
}
