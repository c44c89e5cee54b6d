module {
  func.func @arm_sme_tile_store_hor(%arg1: vector< [4]x[4]xi32>, %arg3: memref<?x?xi8>) {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = builtin.unrealized_conversion_cast %0 : i64 to index
    arm_sme.tile_store %arg1, %arg3 [%1] : memref<?x?xi8>, vector<[4]x[4]xi32>
    return
  }
}
