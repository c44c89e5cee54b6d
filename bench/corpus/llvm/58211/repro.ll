define <1 x i16> @f() {
BB:
  ret <1 x i16> <i16 0>
}
