func.func @omp_target_update_data_depend(%a: memref<?xf32>) {
  %0 = omp.map.info var_ptr(%a: memref<?xf32>, tensor<?xf32>) map_clauses(to) capture(ByRef) -> memref<?xf32>
  omp.target_update map_entries(%0: memref<?xf32>) {
    omp.terminator
  }
  return
}

