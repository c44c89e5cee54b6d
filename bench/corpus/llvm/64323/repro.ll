@G = global <1 x i1> <i1 true>
define <1 x i1> @f(<1 x float> %0) {
  %A = fcmp oeq <1 x float> %0, <float 0x36A0000000000000>
  %B = call <1 x i1> @g(<1 x i1> %A)
  ret <1 x i1> %B
}

declare <1 x i1> @g(<1 x i1> %0)
