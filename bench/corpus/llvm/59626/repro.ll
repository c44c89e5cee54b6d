define i8 @f(ptr %0, ptr %1) {
BB:
  store <3 x i8> zeroinitializer, ptr %0
  %S = shufflevector <3 x i128> zeroinitializer, <3 x i128> <i128 0, i128 1, i128 2>, <3 x i32> undef
  %C = icmp ule <3 x i128> %S, zeroinitializer
  %C1 = zext <3 x i1> %C to <3 x i8>
  %E = extractelement <3 x i8> %C1, i32 0
  %B = sdiv <3 x i8> <i8 1, i8 3, i8 5>, %C1
  store <3 x i8> %B, ptr %1
  ret i8 %E
}
