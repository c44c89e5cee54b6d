module {
  func.func @main() {
    %0 = ml_program.token
    %1 = spirv.GroupNonUniformElect <Workgroup> : i1
    %2 = scf.if %1 -> (i1) {
      scf.yield %1 : i1
    } else {
      scf.yield %1 : i1
    }
    %3 = arith.trunci %2 : i1 to i0
    return
  }
}
