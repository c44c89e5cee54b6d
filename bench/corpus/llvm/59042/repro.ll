define void @f(ptr %0) {
BB:
  %V1 = load <8 x i1>, ptr %0
  %V2 = insertelement <8 x i1> %V1, i1 false, i32 0
  store <8 x i1> %V2, ptr %0
  ret void
}
