func.func @variable_ptr_array_physical_result_unranked() -> memref<i32, #gpu.address_space<workgroup>> {
  %0 = memref.alloc() : memref<i32, #gpu.address_space<workgroup>>
  return %0 : memref<i32, #gpu.address_space<workgroup>>
}

