define <8 x half> @f(<8 x half> %a) {
  %s = shufflevector <8 x half> %a, <8 x half> poison, <8 x i32> zeroinitializer
  ret <8 x half> %s
}
