module {
  func.func @main() {
    %0 = ub.poison : index
    %1 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %2 = llvm.inline_asm "gpu.barrier", "" : () -> !llvm.struct<(f32, f32)>
    %3 = shape.from_extents %0 : index
    smt.solver(%0, %1, %2, %3) : (index, memref<?xi8, #gpu.address_space<workgroup>>, !llvm.struct<(f32, f32)>, !shape.shape) -> () {
      ^bb0(%arg0: index, %arg1: memref<?xi8, #gpu.address_space<workgroup>>, %arg2: !llvm.struct<(f32, f32)>, %arg3: !shape.shape):
      smt.yield
    }
    return
  }
}
