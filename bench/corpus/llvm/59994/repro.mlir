func.func @func() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index 
  scf.for %j = %c0 to %c1 step %c1 { 
    affine.for %i = %c0 to %c1 {  
    }
  }
  return
}
