func.func @test() -> i1 {
  %cst1_i1 = arith.constant 0 : i1
  %0= test.with_bounds { umin = 0 : i64, umax = 12 : i64, smin = 0 : i64, smax = 12 : i64} : i1
  %1= arith.cmpi sgt, %0, %cst1_i1 : i1
  %2= arith.cmpi slt, %0, %cst1_i1 : i1
  %3 = arith.andi %1, %2 : i1
  return %3 : i1
}

