gpu.module @multithreading_cluster {
  gpu.func @incKernel_cluster(%data: memref<?xi32>, %N: i32) kernel {
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %cid = gpu.cluster_id x
    
    %c8_index = arith.constant 8 : index
    %c512_index = arith.constant 512 : index
    %c1_i32 = arith.constant 1 : i32
    
    %cluster_times_8 = arith.muli %cid, %c8_index : index
    %total_block_id = arith.addi %cluster_times_8, %bid : index
    %block_times_512 = arith.muli %total_block_id, %c512_index : index
    %idx = arith.addi %block_times_512, %tid : index
    
    %idx_as_i32 = arith.index_cast %idx : index to i32
    %is_valid = arith.cmpi slt, %idx_as_i32, %N : i32
    
    scf.if %is_valid {
      %current_value = memref.load %data[%idx] : memref<?xi32>
      %incremented = arith.addi %current_value, %c1_i32 : i32
      memref.store %incremented, %data[%idx] : memref<?xi32>
    }
    
    gpu.return
  }
}
