#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func private @printMemrefF32(tensor<*xf32>)
  func.func @main() {
    %cst = arith.constant -4.707000e+03 : f32
    %14 = tensor.empty() : tensor<56x72x47xf32>
    %15 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel", "parallel"]} outs(%14 : tensor<56x72x47xf32>) attrs =  {__inplace_operands_attr__ = ["true"]} {
    ^bb0(%out: f32):
      %17 = math.log %cst : f32
      %18 = math.ceil %17 : f32
      linalg.yield %18 : f32
    } -> tensor<56x72x47xf32>
    %cast_4 = tensor.cast %15 {__inplace_operands_attr__ = ["true"]} : tensor<56x72x47xf32> to tensor<*xf32>
    call @printMemrefF32(%cast_4) {__inplace_operands_attr__ = ["true"]} : (tensor<*xf32>) -> ()
    return
  }
}
