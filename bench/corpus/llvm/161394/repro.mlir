builtin.module{
    
    func.func @main(){    

    %c64 = arith.constant 64 : index
    %c0 = arith.constant 0 : index
    %c5 = arith.constant 5 : index
    %c1 = arith.constant 1 : index

    gpu.launch
    blocks (%bx, %by, %bz) in (%sz_bx = %c5, %sz_by = %c1, %sz_bz = %c1)
    threads (%tx, %ty, %tz) in (%sz_tx = %c64, %sz_ty = %c1, %sz_tz = %c1)
    workgroup(%alloc: memref<7x8xf64, #gpu.address_space<workgroup>>)
    { 
      gpu.terminator
    }
    return
    }
}
