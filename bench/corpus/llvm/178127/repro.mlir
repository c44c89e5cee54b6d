module {
  func.func @main() {
    %0 = vector.constant_mask [1, 1] : vector<2x2xi1>
    %1 = gpu.subgroup_id : index
    affine.if affine_set<(d0, d1) : (d0 >= 0, d1 >= 0)>(%1, %1) {
    }
    %2 = spirv.CompositeConstruct %0, %0 : (vector<2x2xi1>, vector<2x2xi1>) -> vector<4x2xi1>
    return
  }
}
