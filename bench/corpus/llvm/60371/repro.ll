define i64 @f(i8 %_t) {
  %1 = shl i8 %_t, 14
  %2 = ashr i8 %1, 14
  %_sext = sext i8 %2 to i32
  %_zext = zext i32 %_sext to i64
  ret i64 %_zext
}
