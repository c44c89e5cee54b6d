module {
  spirv.func @f(f32) "None" {
    %c0 = arith.constant 0 : index
    spirv.Return
  }
}
