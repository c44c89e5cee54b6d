%152 = scf.execute_region -> tensor<5x16xi16> {
  llvm.unreachable
}

