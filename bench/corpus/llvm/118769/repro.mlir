module {
  func.func @arm_sme_tile_store_hor_i8(%arg0: vector<[4]x[4]xi32>, %arg1: memref<?x4xi8>) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    arm_sme.tile_store %arg0, %arg1[%c0] : memref<?x4xi8>, vector<[4]x[4]xi32>
    return
  }
}

