module {
  func.func @main() {
    %0 = arith.constant 10 : i32
    %1 = vector.vscale
    %2 = vector.constant_mask [10, 8] : vector<16x8xi1>
    vector.mask %2 { vector.yield } : vector<16x8xi1>
    vector.print %0 : i32
    return
  }
}
