define <4 x i8> @f(<4 x i8> %0) {
BB:
  %B = udiv <4 x i8> %0, <i8 255, i8 255, i8 255, i8 255>
  ret <4 x i8> %B
}
