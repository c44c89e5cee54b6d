define <8 x bfloat> @_Z1fv(i1 %0) #0 {
  %2 = select i1 %0, <8 x bfloat> splat (bfloat 1.000000e+00), <8 x bfloat> zeroinitializer
  ret <8 x bfloat> %2
}
attributes #0 = { "target-features"="+avx10.2-512" }
