module {
  func.func private @callee(%arg0: memref<f64>) {
    %false = arith.constant false
    %cst = arith.constant 2.000000e+00 : f64
    %0 = memref.load %arg0[] {name = "caller"} : memref<f64>
    memref.store %cst, %arg0[] {name = "callee"} : memref<f64>
    %1 = scf.if %false -> (memref<f64>) {
      scf.yield %arg0 : memref<f64>
    } else {
      %2 = bufferization.clone %arg0 : memref<f64> to memref<f64>
      scf.yield %2 : memref<f64>
    }
    %true = arith.constant true
    %base_buffer, %offset = memref.extract_strided_metadata %arg0 : memref<f64> -> memref<f64>, index
    %base_buffer_0, %offset_1 = memref.extract_strided_metadata %1 : memref<f64> -> memref<f64>, index
    bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f64>, memref<f64>) if (%false, %true)
    return
  }
}

