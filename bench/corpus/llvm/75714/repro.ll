@safe_rshift_func_uint8_t_u_u_left = dso_local local_unnamed_addr global i8 0, align 2
@func_54_p_58 = dso_local local_unnamed_addr global i32 0, align 4
@g_38_0_0 = internal global i32 0, align 4
@g_76 = internal unnamed_addr global i128 6, align 8

define dso_local void @main() {
entry:
  %g_76.promoted13.i.i.i = load i128, ptr @g_76, align 8
  %0 = add i128 %g_76.promoted13.i.i.i, 5
  store i128 %0, ptr @g_76, align 8
  store i32 6, ptr @func_54_p_58, align 4
  %cmp6.i.i = icmp ugt i128 %0, 7
  %1 = load i8, ptr @safe_rshift_func_uint8_t_u_u_left, align 2
  %conv8.i.i = zext i8 %1 to i32
  %sh_prom.i.i = trunc i128 %0 to i32
  %shr.i.i = lshr i32 %conv8.i.i, %sh_prom.i.i
  %conv10.i.i = select i1 %cmp6.i.i, i32 0, i32 %shr.i.i
  store i32 %conv10.i.i, ptr @g_38_0_0, align 4
  ret void
}
