define void @f(<2 x i16> %0) {
BB:
  %A = alloca <2 x i16>
  %B = urem <2 x i16> <i16 1, i16 1>, %0
  store <2 x i16> %B, <2 x i16>* %A
  ret void
}
