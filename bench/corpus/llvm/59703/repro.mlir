#map16 = affine_map<(d0) -> ( d0 - 128, d0 * 32)>
module { 
  %cst = arith.constant 0 : i32 
  %c1 = arith.constant 1 : index 
  %139 = affine.min #map16(%c1)
  %tensor = tensor.generate %139 {
  ^bb0(%arg0: index, %arg1: index):
    tensor.yield %cst : i32
  } : tensor<?x8xi32> 
  %expanded_1201 = tensor.expand_shape %tensor [[0], [1, 2]] : tensor<?x8xi32> into tensor<?x8x1xi32>
}

