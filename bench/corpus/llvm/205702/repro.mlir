module {
  func.func @m0() {
    %0 = shape.const_shape [1, 2] : !shape.shape
    %1 = shape.cstr_eq %0 : !shape.shape
    return
  }
}
