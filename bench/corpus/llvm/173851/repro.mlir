module {
  func.func @main() {
    %0 = vector.step : vector<16xindex>
    %1 = vector.constant_mask [16] : vector<16xi1>
    %alloc = memref.alloc() : memref<16x16xindex>
    %c0 = arith.constant 0 : index
    vector.store %0, %alloc[%c0, %c0] : memref<16x16xindex>, vector<16xindex>
    vector.maskedstore %alloc[%c0, %c0], %1, %0 : memref<16x16xindex>, vector<16xi1>, vector<16xindex>
    return
  }
}
