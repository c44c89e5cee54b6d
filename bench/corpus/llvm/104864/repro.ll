define <2 x i8> @byte2() {
  ret <2 x i8> zeroinitializer
}
