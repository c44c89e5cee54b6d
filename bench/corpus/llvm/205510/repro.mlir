module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.barrier
  }

  func.func @main() -> i32 {
    %mem = memref.alloca() : memref<10xf32>
    %c0_index = arith.constant 0 : index
    %cst = arith.constant 3.140000e+00 : f32
    memref.store %cst, %mem[%c0_index] : memref<10xf32>
    %loaded = memref.load %mem[%c0_index] : memref<10xf32>
    %cast = arith.fptosi %loaded : f32 to i32
    memref.dealloc %mem : memref<10xf32>
    return %cast : i32
  }
}
