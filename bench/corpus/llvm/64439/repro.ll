define void @f(ptr %0, <32 x i1> %1, i32 %2) {
BB:
  %E = extractelement <32 x i1> %1, i32 3
  %I = insertelement <32 x i1> %1, i1 %E, i32 %2
  store <32 x i1> %I, ptr %0
  ret void
}
