module {
  func.func @m(%arg0: memref<4x?x16xf16>, %arg1: index, %arg2: index, %arg3: index) -> () {
    %5 = llvm.mlir.constant(3.000000e+00 : f16) : f16    
    %27 = vector.transfer_read %arg0[%arg1, %arg2, %arg3], %5 : memref<4x?x16xf16>, vector<8xf16>
    return 
  }
}
