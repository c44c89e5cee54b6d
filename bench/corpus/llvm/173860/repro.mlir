module {
  func.func @main() {
    %0 = vector.constant_mask [1] : vector<2xi1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %result = scf.parallel (%arg0) = (%c0) to (%c2) step (%c1) init(%0) -> vector<2xi1> {
      %val = vector.constant_mask [1] : vector<2xi1>
      scf.reduce (%val : vector<2xi1>) {
        ^bb0(%lhs : vector<2xi1>, %rhs: vector<2xi1>):
        %res = arith.ori %lhs, %rhs : vector<2xi1>
        scf.reduce.return %res : vector<2xi1>
      }
    }
    return
  }
}
