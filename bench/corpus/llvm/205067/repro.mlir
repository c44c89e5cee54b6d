module {
  func.func @transfer_read_with_unsupported_mask_dynamic_rank_reducing_1(%arg0: memref<?x1xi8, strided<[?, ?], offset: ?>>, %arg1: vector<[16]x1xi1>) -> vector<[16]x1xi8> {
    %c0 = arith.constant 0 : index
    %c0_i8 = arith.constant 0 : i8
    %0 = vector.transfer_read %arg0[%c0, %c0], %c0_i8, %arg1 {in_bounds = [true, true]} : memref<?x1xi8, strided<[?, ?], offset: ?>>, vector<[16]x1xi8>
    return %0 : vector<[16]x1xi8>
  }
}
