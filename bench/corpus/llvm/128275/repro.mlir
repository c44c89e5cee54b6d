module {
  func.func @func1() {
    %idx0 = index.constant 0
    %cst_90 = arith.constant 1.000000e+00 : f32
    %from_elements_92 = tensor.from_elements %cst_90, %cst_90 : tensor<2xf32>
    %cast_93 = tensor.cast %from_elements_92 : tensor<2xf32> to tensor<?xf32>
    %112 = math.ceil %cast_93 : tensor<?xf32>
    %dim_233 = tensor.dim %112, %idx0 : tensor<?xf32>
    vector.print %dim_233 : index
    return
  }
}
