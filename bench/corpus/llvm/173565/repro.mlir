func.func @quantized_read_and_store(%arg0: tensor<8x32x32x2x!quant.uniform<i8:f32, 0.00128>>, %arg1: tensor<i32>) -> () {

  %0 = "test.destination_slice_op"(%arg0, %arg1) : (tensor<8x32x32x2x!quant.uniform<i8:f32, 0.00128>>, tensor<i32>) -> tensor<?x?x?x?x f32>
  "test.destination_slice_op"(%0, %0) : (tensor<?x?x?x?x f32>, tensor<?x?x?x?x f32>) -> ()
  return
}
