module {
  "pdl_interp"() ({
    "pdl_interp.create_operation"(%operands, %attributes, %types) {opName = "arith.constant"} : (!pdl.range<value>, !pdl.range<attribute>, !pdl.range<type>) -> !pdl.operation
  }) : () -> ()

  func.func @mixed_dialect_sgemv(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %M = tensor.dim %arg0, %c0 : tensor<?xf32>
    %N = tensor.dim %arg1, %c0 : tensor<?xf32>
    %init = linalg.init_tensor [%M] : tensor<?xf32>
    %result = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
        ins(%arg0, %arg1 : tensor<?xf32>, tensor<?xf32>) outs(%init : tensor<?xf32>) {
      ^bb0(%a: f32, %x: f32, %y: f32):
        %prod = arith.mulf %a, %x : f32
        %sum = arith.addf %y, %prod : f32
        linalg.yield %sum : f32
    } -> tensor<?xf32>
    %updated = scf.for %i = %c0 to %M step %c4 iter_args(%out = %result) -> (tensor<?xf32>) {
      %slice = tensor.extract_slice %out[%i] [%c4] [1] : tensor<?xf32> to tensor<?xf32>
      %add_vec = vector.broadcast %c0 : index to vector<4xindex>
      %new_slice = vector.add %slice, %add_vec : tensor<?xf32>
      %inserted = tensor.insert_slice %new_slice into %out[%i] [%c4] [1] : tensor<?xf32> into tensor<?xf32>
      scf.yield %inserted : tensor<?xf32>
    }
  }
}
