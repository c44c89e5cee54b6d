%c26 = arith.constant 26 : index
%alloc_23 = memref.alloc() : memref<16x10xi1> 
