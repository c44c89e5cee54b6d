define void @f(ptr %0, ptr %pr) {
BB:
  %v0 = load <4 x i32>, ptr %0
  %v1 = icmp ugt <4 x i32> %v0, <i32 0, i32 1, i32 2, i32 3>
  %v2 = zext <4 x i1> %v1 to <4 x i8>
  %v3 = ashr <4 x i8> <i8 16, i8 16, i8 16, i8 16>, %v2
  %v4 = mul <4 x i8> %v3, %v3
  store <4 x i8> %v4, ptr %pr
  ret void
}
