module {
  func.func @func1() {
    %idx1 = index.constant 1
    %idx0 = index.constant 0
    %alloc = memref.alloc() : memref<7x7xf16>
    %0 = scf.for %arg0 = %idx0 to %idx1 step %idx1 iter_args(%arg1 = %alloc) -> (memref<7x7xf16>) {
      linalg.copy ins(%alloc : memref<7x7xf16>) outs(%arg1 : memref<7x7xf16>)
      scf.yield %alloc : memref<7x7xf16>
    }
    return
  }
}
