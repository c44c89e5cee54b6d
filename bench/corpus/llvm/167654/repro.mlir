module {
  func.func @main() {
    %c5 = arith.constant 5 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c4 = arith.constant 4 : index
    %c124 = arith.constant 124 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<8x128x128x4xf32>
    %alloc_0 = memref.alloc() : memref<32x5x5x4xf32>
    %alloc_1 = memref.alloc() : memref<8x124x124x32xf32>
    scf.parallel (%arg0, %arg1, %arg2, %arg3) = (%c0, %c0, %c0, %c0) to (%c8, %c124, %c124, %c32) step (%c2, %c4, %c8, %c16) {
      %0 = arith.addi %arg0, %c2 : index
      scf.parallel (%arg4) = (%arg0) to (%0) step (%c1) {
        %1 = arith.addi %arg1, %c4 : index
        scf.parallel (%arg5) = (%arg1) to (%1) step (%c1) {
          %2 = arith.addi %arg2, %c8 : index
          %3 = arith.minsi %2, %c124 : index
          scf.parallel (%arg6) = (%arg2) to (%3) step (%c1) {
            %4 = arith.addi %arg3, %c16 : index
            scf.parallel (%arg7) = (%arg3) to (%4) step (%c1) {
              scf.for %arg8 = %c0 to %c5 step %c1 {
                scf.for %arg9 = %c0 to %c5 step %c1 {
                  scf.for %arg10 = %c0 to %c4 step %c1 {
                    %5 = arith.addi %arg5, %arg8 : index
                    %6 = arith.addi %arg6, %arg9 : index
                    %7 = memref.load %alloc[%arg4, %5, %6, %arg10] : memref<8x128x128x4xf32>
                    %8 = memref.load %alloc_0[%arg7, %arg8, %arg9, %arg10] : memref<32x5x5x4xf32>
                    %9 = memref.load %alloc_1[%arg4, %arg5, %arg6, %arg7] : memref<8x124x124x32xf32>
                    %10 = arith.mulf %7, %8 : f32
                    %11 = arith.addf %9, %10 : f32
                    memref.store %11, %alloc_1[%arg4, %arg5, %arg6, %arg7] : memref<8x124x124x32xf32>
                  }
                }
              }
              scf.reduce 
            } {mapping = [#gpu.loop_dim_map<processor = sequential, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
            scf.reduce 
          } {mapping = [#gpu.loop_dim_map<processor = sequential, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
          scf.reduce 
        } {mapping = [#gpu.loop_dim_map<processor = sequential, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
        scf.reduce 
      } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
      scf.reduce 
    } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = block_y, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = block_z, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = sequential, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
    return
  }
}

