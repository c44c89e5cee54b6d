module {
  func.func @main() -> i64 {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %sum = arith.addi %c0, %c1 : i64
    %c2 = arith.constant 2 : i64
    %mul = arith.muli %sum, %c2 : i64
    %c3 = arith.constant 3 : i64
    %div = arith.divsi %mul, %c3 : i64
    %c4 = arith.constant 4 : i64
    %sub = arith.subi %div, %c4 : i64
    %c5 = arith.constant 5 : i64
    %cmp = arith.cmpi slt, %sub, %c5 : i64
    cf.cond_br %cmp, ^bb1, ^bb2

  ^bb1:
    %c10 = arith.constant 10 : i64
    cf.br ^bb3(%c10 : i64)

  ^bb2:
    %c20 = arith.constant 20 : i64
    cf.br ^bb3(%c20 : i64)

  ^bb3(%arg0: i64):
    %c1_index = arith.constant 1 : index

    gpu.launch
      blocks(%bx, %by, %bz) in (%grid_x = %c1_index, %grid_y = %c1_index, %grid_z = %c1_index)
      threads(%tx, %ty, %tz) in (%block_x = %c1_index, %block_y = %c1_index, %block_z = %c1_index) {
      %blk_x = gpu.block_id x
      %thr_x = gpu.thread_id x
      gpu.terminator
    }

    %final = arith.addi %sub, %arg0 : i64
    func.return %final : i64
  }
}
