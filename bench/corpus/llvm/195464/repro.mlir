#ELL = #sparse_tensor.encoding<{
  map = [c](i, j) -> (c * 3 * i : dense, i : dense, j : compressed)
}>

func.func @tensor_add() -> memref<?xindex> {
  %I = tensor.generate {
  ^bb0(%i: index, %j: index):
    %is_diag = arith.cmpi eq, %i, %j : index
    %f0 = arith.constant 0.0 : f32
    %f1 = arith.constant 1.0 : f32
    %val = arith.select %is_diag, %f1, %f0 : f32
    tensor.yield %val : f32
  } : tensor<32x32xf32>

  %I_ELL = sparse_tensor.convert %I : tensor<32x32xf32> to tensor<32x32xf32, #ELL>

  %result = sparse_tensor.positions %I_ELL { level = 0 : index }
    : tensor<32x32xf32, #ELL> to memref<?xindex>

  return %result : memref<?xindex>
}
