module {
  func.func @main() {
    %0 = gpu.cluster_id  x
    %1 = shape.const_witness true
    affine.if affine_set<(d0) : (d0 >= 0)>(%0) {
    }
    %2 = sparse_tensor.new %1 : !shape.witness to tensor<?xindex, #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>>
    %3 = shape.assuming %1 -> tensor<?xindex, #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>> {
      shape.assuming_yield %2 : tensor<?xindex, #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>>
    }
    %4 = sparse_tensor.new %3 : tensor<?xindex, #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>> to tensor<?xindex, #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>>
    return
  }
}
