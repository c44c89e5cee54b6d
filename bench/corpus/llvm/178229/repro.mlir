module {
  func.func @main() {
    %0 = vector.constant_mask [1, 1] : vector<2x2xi1>
    %1 = smt.declare_fun : !smt.sort<"uninterpreted0">
    %2 = spirv.CompositeConstruct %0, %0 : (vector<2x2xi1>, vector<2x2xi1>) -> vector<2x4xi1>
    return
  }
}
