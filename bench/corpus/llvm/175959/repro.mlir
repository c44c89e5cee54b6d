module {
  func.func @main(%arg0: i32) -> i32 attributes {linkage = #llvm.linkage<external>} {
    %c0_i32 = arith.constant 0 : i32
    %c10_i32 = arith.constant 10 : i32
    %c1_i32 = arith.constant 1 : i32
    %cond = arith.cmpi eq, %arg0, %c0_i32 : i32
    cf.cond_br %cond, ^bb1, ^bb2
    
  ^bb1:
    %result = arith.muli %c10_i32, %c1_i32 : i32
    cf.br ^bb3(%result : i32)
    
  ^bb2:
    %div = arith.divsi %c10_i32, %arg0 : i32
    cf.br ^bb3(%div : i32)
    
  ^bb3(%res: i32):
    return %res : i32
  }
}
