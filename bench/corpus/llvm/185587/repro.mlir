module {
  func.func @ComputeSobel_vectorized(%pixels: vector<9xi8>, %fScale: f32) -> i8 attributes {dialect.test = #dialect.test<"custom">} {
    %c0 = arith.constant 0 : index
    %c9 = arith.constant 9 : index
    %c1 = arith.constant 1 : index
    %mem = memref.alloca() : memref<9xi8>
    vector.store %pixels, %mem[%c0] : memref<9xi8>, vector<9xi8>
    %out = memref.alloca() : memref<1xi8>
    scf.parallel (%i) = (%c0) to (%c9) step (%c1) {
      %val = memref.load %mem[%i] : memref<9xi8>
      %next = arith.addi %val, %val : i8
      memref.store %next, %out[%c0] : memref<1xi8>
      scf.yield
    }
    %result = memref.load %out[%c0] : memref<1xi8>
    %shuffle = vector.shuffle %result, %result [0] : i8, i8
    return %shuffle : i8
  }
}
