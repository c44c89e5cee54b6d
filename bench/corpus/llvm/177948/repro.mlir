module {
  func.func @main() {
    %0 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %1 = gpu.grid_dim  x
    %2 = ml_program.token
    %3 = tensor.from_elements %1 : tensor<1xindex>
    %4 = tensor.collapse_shape %3 [] : tensor<1xindex> into tensor<index>
    %5 = pdl_interp.create_attribute 42 : i32
    %6 = sparse_tensor.new %4 : tensor<index> to tensor<1xindex, #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>>
    return
  }
}
