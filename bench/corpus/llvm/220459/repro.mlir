module {
  func.func @m1() -> vector<16x16xi1> {
    %cst = arith.constant dense<false> : vector<16x16xi1>
    %cst_0 = arith.constant dense<true> : vector<8x8xi1>
    %0 = vector.insert_strided_slice %cst_0, %cst offsets = [0, 0], strides = [1, 1] : vector<8x8xi1> into vector<16x16xi1>
    return %0 : vector<16x16xi1>
  }
  func.func @m2(%arg0: i32) -> i32 {
    %0 = "llvm.intr.ctlz"(%arg0) <{is_zero_poison = false}> : (i32) -> i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %1 = scf.for %arg1 = %arg0 to %arg0 step %arg0 iter_args(%arg2 = %c0_i32) -> (i32)  : i32 {
      %2 = arith.addi %arg1, %c1_i32 : i32
      %3 = arith.addi %arg2, %2 : i32
      scf.yield %3 : i32
    }
    return %0 : i32
  }
}
