#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 + 2)>
#map2 = affine_map<(d0) -> (d0 + 4)>
module {
  func.func private @parallel_insert_slice_no_conflict(%arg0: index, %arg1: index, %arg2: tensor<?xf32> {bufferization.writable = true}, %arg3: tensor<?xf32> {bufferization.writable = true}) -> (tensor<?xf32>, f32) {
    %cst = arith.constant 4.200000e+01 : f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = scf.forall (%arg4) in (%arg1) shared_outs(%arg5 = %arg3) -> (tensor<?xf32>) {
      %extracted_slice = tensor.extract_slice %arg5[5] [%arg0] [%c1] : tensor<?xf32> to tensor<?xf32>
      %1 = linalg.fill ins(%cst : f32) outs(%extracted_slice : tensor<?xf32>) -> tensor<?xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %1 into %arg5[5] [%arg0] [%c1] : tensor<?xf32> into tensor<?xf32>
      }
    } {keep_this_attribute}
    %extracted = tensor.extract %0[%c0] : tensor<?xf32>
    affine.for %arg4 = #map(%arg0) to #map1(%arg0) {
      affine.for %arg5 = #map(%arg0) to #map2(%arg0) {
        "test.foo"() : () -> ()
      }
    }
    return %0, %extracted : tensor<?xf32>, f32
  }
}
