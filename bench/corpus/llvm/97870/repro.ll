define i32 @f(ptr %A, ptr %G3) {
BB:
  %G2 = getelementptr i8, ptr %G3, i64 168
  %0 = ptrtoint ptr %G2 to i64
  %CastPtrToI2 = trunc i64 %0 to i1
  store bfloat 0xR0000, ptr %G2, align 2
  store i1 %CastPtrToI2, ptr %A, align 1
  ret i32 0
}
