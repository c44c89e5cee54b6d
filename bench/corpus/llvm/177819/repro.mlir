module {
  func.func @main() {
    %0 = arm_sme.zero : vector<[8]x[8]xbf16>
    %1 = ptr.type_offset vector<[8]x[8]xbf16> : index
    affine.if affine_set<(d0) : (d0 >= 0)>(%1) {
      %2 = arm_sme.zero : vector<[8]x[8]xbf16>
    }
    return
  }
}
