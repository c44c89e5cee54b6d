target triple = "x86_64-unknown-linux-gnu"

define void @foo(ptr %alloc32, i32 %0, i32 %.zext) {
entry:
  %1 = or i32 %.zext, %0
  %.lhs.trunc = trunc i32 %1 to i16
  %.lhs.trunc.frozen = freeze i16 %.lhs.trunc
  %2 = zext i16 %.lhs.trunc.frozen to i64
  %Arg_0.14 = getelementptr [3 x [3 x [32 x [32 x float]]]], ptr %alloc32, i64 0, i64 0, i64 0, i64 %2, i64 0
  %Arg_0.15 = load float, ptr %Arg_0.14, align 4
  store float %Arg_0.15, ptr null, align 8
  %3 = or i32 %0, 1
  %4 = or i32 %.zext, %3
  %.lhs.trunc39 = trunc i32 %4 to i16
  %.lhs.trunc39.frozen = freeze i16 %.lhs.trunc39
  %.lhs.trunc43 = trunc i16 %.lhs.trunc39.frozen to i8
  %5 = udiv i8 %.lhs.trunc43, 3
  %6 = zext i8 %5 to i64
  %Arg_0.110 = getelementptr [3 x [3 x [32 x [32 x float]]]], ptr %alloc32, i64 0, i64 0, i64 0, i64 0, i64 %6
  %Arg_0.111 = load float, ptr %Arg_0.110, align 4
  store float %Arg_0.111, ptr null, align 4
  ret void
}
