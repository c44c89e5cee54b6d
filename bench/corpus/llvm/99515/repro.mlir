func.func @func1() {
	%c0 = arith.constant 0 : index
	%39 = tensor.empty() : tensor<5x2x1x1xf32>
	%107 = tensor.empty() : tensor<7x19x17x1xf32>
	%146 = tensor.empty() : tensor<7xf32>
	%108 = tosa.transpose_conv2d %39, %107, %146 {out_pad = array<i64: 10, 10, 10, 10>, out_shape = array<i64: 5, 3, 3, 7>, stride = array<i64: 10, 5>} : (tensor<5x2x1x1xf32>, tensor<7x19x17x1xf32>, tensor<7xf32>) -> tensor<5x1x1x7xf32>
	%extracted = tensor.extract %108[%c0, %c0, %c0, %c0] : tensor<5x1x1x7xf32>
	vector.print %extracted : f32
	return 
}
