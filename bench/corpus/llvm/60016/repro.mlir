func.func @func() {
  spirv.mlir.loop {
  }
  return
} 
 
