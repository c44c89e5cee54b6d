@c = external constant i8
@c2 = external constant i8

define i16 @testfunc() {
entry:
  %0 = shl i64 1, ptrtoint (ptr @c2 to i64)
  %1 = shl i64 %0, ptrtoint (ptr @c to i64)
  %2 = inttoptr i64 %1 to ptr
  %3 = load i16, ptr %2, align 1
  ret i16 %3
}
