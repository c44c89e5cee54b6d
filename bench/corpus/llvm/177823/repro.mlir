module {
  func.func @main() {
    %0 = vector.step : vector<16xindex>
    %1 = vector.vscale
    scf.execute_region {
      scf.yield
    }
    %alloc = memref.alloc() : memref<16x1xvector<16xf16>, 3>
    return
  }
}
