define <8 x i16> @f(i16 %0) {
BB:
  %I1 = insertelement <8 x i16> zeroinitializer, i16 %0, i16 0
  %I2 = insertelement <8 x i16> %I1, i16 0, i16 %0
  ret <8 x i16> %I2
}
