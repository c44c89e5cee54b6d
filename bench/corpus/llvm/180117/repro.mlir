module attributes {gpu.container_module} {
  gpu.module @kernels {
    func.func @gemv_kernel(%arg0: memref<?xf64, 3>, %arg1: memref<?xf64, 2>, %arg2: memref<?xf64>) attributes {gpu.kernel} {
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c0 = arith.constant 0 : index
      %c1_i64 = arith.constant 1 : i64
      %c0_f64 = arith.constant 0.0 : f64
      
      %tidx = gpu.thread_id x
      %bidx = gpu.block_id x
      %bdim = gpu.block_dim x
      %gdim = gpu.grid_dim y
      
      %global_id = arith.addi %bidx, %tidx
      %scaled_id = arith.muli %global_id, %c2
      
      %dim0 = memref.dim %arg0, %c0 : memref<?xf64, 3>
      %dim1 = memref.dim %arg1, %c1 : memref<?xf64, 2>
      
      scf.while (%iter = %c0) : (index) -> (index) {
        %cond = arith.cmpi slt, %iter, %dim0 : index
        scf.condition(%cond) %iter : index
      } do {
      ^bb0(%iter: index):
        %val = memref.load %arg1[%iter, %c0] : memref<?xf64, 2>
        %sum = arith.addf %val, %c0_f64 : f64
        memref.store %sum, %arg0[%iter, %c0, %c1] : memref<?xf64, 3>
        %next = arith.addi %iter, %c1
        scf.yield %next : index
      }
      
      scf.for %i = %c0 to %scaled_id step %c2 {
        scf.if {
          %mod = arith.remsi %i, %c2 : index
          %cmp = arith.cmpi eq, %mod, %c0 : index
          scf.condition(%cmp)
        } {
          %temp = memref.alloca() : memref<10xf64>
          scf.parallel (%j = %c0 to %c2 step %c1) {
            %idx = arith.addi %i, %j
            %load = memref.load %arg2[%idx] : memref<?xf64>
            %mul = arith.mulf %load, %load : f64
            memref.store %mul, %temp[%j] : memref<10xf64>
          }
        }
      }
      gpu.return
    }
  }
  
  func.func @host_launch_gemv(%arg0: memref<?xf64, 3>, %arg1: memref<?xf64, 2>, %arg2: memref<?xf64>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c1024 = arith.constant 1024 : index
    
    %dim0 = memref.dim %arg0, %c0 : memref<?xf64, 3>
    %blocks = arith.ceildivui %dim0, %c64
    %grid_x = arith.select %blocks, %blocks, %c1 : index
    %grid_y = arith.constant 2 : index
    
    scf.execute_region {
      gpu.launch_func @kernels::@gemv_kernel
        blocks in (%grid_x, %grid_y, %c1)
        threads in (%c1024)
        args(%arg0 : memref<?xf64, 3>, %arg1 : memref<?xf64, 2>, %arg2 : memref<?xf64>)
      scf.yield
    }
    return
  }
}
