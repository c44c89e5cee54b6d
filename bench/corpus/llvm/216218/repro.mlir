module {
  func.func @test_parallel_collapse() {
    %c0 = arith.constant 0 : index
    %c10 = arith.constant 10 : index
    %c1 = arith.constant 1 : index
    %0 = scf.parallel (%arg0, %arg1) = (%c0, %c0) to (%c10, %c10) step (%c1, %c1) init (%c0) -> index {
      %4 = arith.addi %arg0, %arg1 : index
      scf.reduce(%4 : index) {
      ^bb0(%arg2: index, %arg3: index):
        %5 = arith.addi %arg2, %arg3 : index
        scf.reduce.return %5 : index
      }
    }
    %2 = arith.addi %0, %0 : index
    return
  }
}
