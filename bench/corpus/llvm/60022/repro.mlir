#map = affine_map<() -> ()> 
func.func @func(%arg0: tensor<i1>, %arg1: tensor<i8>) {
  linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg0 : tensor<i1>) outs(%arg1 : tensor<i8>) {
  ^bb0(%in: i1, %out: i8): 
    linalg.yield %out : i8
  } -> tensor<i8> 
  cf.br ^bb1 
^bb1:  
  return 
}
