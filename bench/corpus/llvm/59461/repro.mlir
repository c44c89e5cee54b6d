module {
  func.func @func1() -> memref<15xi1> { 
    %c1 = arith.constant 1 : index 
    %alloc = memref.alloc() : memref<15xi1>
    %true = arith.constant true
    affine.store %true, %alloc[%c1] : memref<15xi1> 
    affine.store %true, %alloc[%c1] : memref<15xi1>     
    affine.if affine_set<(d0, d1, d2, d3) : ((d0 + 1) mod 8 >= 0, d0 * -8 >= 0)>(%c1, %c1, %c1, %c1){
      %265 = affine.load %alloc[%c1] : memref<15xi1> 
    }
    %alloc_736 = memref.alloc() : memref<15xi1>
    return %alloc_736 : memref<15xi1>
  }
}
