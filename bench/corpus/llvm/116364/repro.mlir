module {
  spirv.func @const() -> !spirv.array<6 x i32> "None" {
    %cst = spirv.Constant dense<0> : tensor<6xi32> : !spirv.array<6 x i32>
    spirv.ReturnValue %cst : !spirv.array<6 x i32>
  }
}
