module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    cf.br ^bb1
  ^bb1:
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %cond = arith.cmpi eq, %c0, %c3 : index
    cf.cond_br %cond, ^bb2, ^bb4
  ^bb2:
    gpu.launch blocks(%bx, %by, %bz) in (%grid_x = %c256, %grid_y = %c1, %grid_z = %c1)
              threads(%tx, %ty, %tz) in (%block_x = %c128, %block_y = %c1, %block_z = %c1) {
      %inner_cst = arith.constant 1.5 : f64
      cf.br ^bb3
    ^bb3:
      gpu.terminator
    }
    cf.br ^bb4
  ^bb4:
    return
  }
}
