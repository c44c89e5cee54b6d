module {
  func.func private @f() -> (f16 {test.A}, f16 {test2.B})
  memref.global "private" constant @__constant_2x4 : memref<2x4xf16> = dense<2.000000e+00>
}


