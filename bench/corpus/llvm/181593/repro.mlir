module {
  func.func @main() {
    %0 = index.constant 0
    %1 = arm_sme.get_tile : vector<[8]x[8]xi16>
    %2 = scf.index_switch %0 -> vector<[8]x[8]xi16> default {
      %3 = arm_sme.get_tile : vector<[8]x[8]xi16>
      scf.yield %3 : vector<[8]x[8]xi16>
    }
    return
  }
}
