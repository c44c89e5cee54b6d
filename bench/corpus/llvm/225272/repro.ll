define <4 x i8> @f(<4 x i4> %x) {
entry:
  %wide = zext <4 x i4> %x to <4 x i8>
  %shifted = lshr <4 x i8> %wide, zeroinitializer
  ret <4 x i8> %shifted
}
