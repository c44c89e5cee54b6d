define <2 x i16> @f(i16 %a, <2 x i16> %vec) {
  %vec1 = insertelement <2 x i16> %vec, i16 1, i32 0 
  ret <2 x i16> %vec1
}
