define void  @f(i128 %V, i8 %Idx, <2 x i128> %L, <2 x i128>* %G) {
BB:
  %B1 = and i8 %Idx, -128
  %I = insertelement <2 x i128> <i128 42, i128 42>, i128 %V, i8 %B1
  %B2 = ashr <2 x i128> %L, %I
  store <2 x i128> %B2, <2 x i128>* %G, align 32
  ret void
}
