module {
  spirv.func @identity_2d_shape_attr_with_bounds(%arg0: !spirv.array<2 x i32>, %arg1: !spirv.array<2 x i32>) -> !spirv.array<2 x i32> "None" {
    %0 = builtin.unrealized_conversion_cast %arg1 : !spirv.array<2 x i32> to tensor<2xf32>
    %1 = builtin.unrealized_conversion_cast %arg0 : !spirv.array<2 x i32> to tensor<2xf32>
    %2 = builtin.unrealized_conversion_cast %1 : tensor<2xf32> to !spirv.array<2 x i32>
    spirv.ReturnValue %2 : !spirv.array<2 x i32>
  }
}
