module {
  llvm.func @extract(%arg0: vector<2xf16>) -> vector<1xf16> attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(-1.000000e+00 : f16) : f16
    %1 = vector.extract %arg0[0] : vector<1xf16> from vector<2xf16>
    llvm.return %1 : vector<1xf16>
  }
}
