module {
  func.func @main() {
    %0 = gpu.subgroup_size : index
    %1 = arm_sme.get_tile : vector<[16]x[16]xi8>
    %2 = smt.forall ["x"] {
      ^bb0(%arg0: !smt.int):
      %c1 = smt.int.constant 1
      %3 = smt.int.add %arg0, %c1
      %4 = smt.eq %3, %arg0 : !smt.int
      smt.yield %4 : !smt.bool
    }
    %5 = math.ctpop %1 : vector<[16]x[16]xi8>
    %6 = amdgpu.dpp %5 %1 row_shl {permArgument = 1 : i32, row_mask = 15 : i32, bank_mask = 15 : i32} : vector<[16]x[16]xi8>
    return
  }
}
