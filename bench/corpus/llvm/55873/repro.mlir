module {
  func.func @main() -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = scf.while (%arg3 = %c0, %arg4 = %c1) : (index, index) -> index {
      %1 = arith.cmpi slt, %arg3, %c1 : index
      scf.condition(%1) %arg3 : index
    } do {
    ^bb0(%arg3: index):
      %1 = arith.addi %arg3, %c1 : index
      scf.yield %1, %c0 : index, index
    }
    return %0 : index
  }
}
