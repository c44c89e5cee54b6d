module {
  func.func private @m(%arg0: index, %arg1: vector<8x8x16xi4>, %arg2: vector<16xi1>, %arg3: memref<512xi8>, %arg4: vector<8xi8>) -> vector<8x8x16xi4> {
    %c8 = arith.constant 8 : index
    %cst_0 = arith.constant dense<0> : vector<16xi4>
    %17 = vector.create_mask %c8, %arg0, %c8 : vector<8x8x8xi1>
    %19 = vector.extract %17[0, 0] : vector<8xi1> from vector<8x8x8xi1>
    %20 = vector.bitcast %cst_0 : vector<16xi4> to vector<8xi8>
    %c0 = arith.constant 0 : index
    %21 = vector.maskedload %arg3[%c0], %19, %arg4 : memref<512xi8>, vector<8xi1>, vector<8xi8> into vector<8xi8>
    %22 = vector.bitcast %21 : vector<8xi8> to vector<16xi4>
    %23 = arith.select %arg2, %22, %cst_0 : vector<16xi1>, vector<16xi4>
    %24 = vector.insert %23, %arg1 [0, 0] : vector<16xi4> into vector<8x8x16xi4>
    return %24 : vector<8x8x16xi4>
  }
}
