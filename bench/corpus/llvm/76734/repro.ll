define void @f(ptr %0, <4 x i16> %1) {
  %3 = zext <4 x i16> %1 to <4 x i32>
  %4 = add <4 x i32> %3, <i32 1, i32 1, i32 1, i32 1>
  %5 = trunc <4 x i32> %4 to <4 x i19>
  %new0 = add <4 x i19> %5, <i19 1, i19 1, i19 1, i19 1>
  %new1 = lshr <4 x i19> %new0, <i19 1, i19 1, i19 1, i19 1>
  %last = zext <4 x i19> %new1 to <4 x i32>
  %6 = trunc <4 x i32> %last to <4 x i16>
  store <4 x i16> %6, ptr %0, align 4
  ret void
}
