define void @f(ptr %p0, ptr %p1, ptr %p2) {
entry:
  %v0 = load <8 x i8>, ptr %p0
  %v1 = add <8 x i8> %v0, <i8 0, i8 1, i8 2, i8 3, i8 7, i8 7, i8 7, i8 7>
  %v2 = load <8 x i8>, ptr %p1
  %shuffled = shufflevector <8 x i8> %v2, <8 x i8> %v1, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  store <4 x i8> %shuffled, ptr %p2
  ret void
}
