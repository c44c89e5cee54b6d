module {
   func.func @test_muli_vector(%arg0: vector<8xi64>, %arg1: vector<8xi64>) -> vector<8xi64> {
    %0 = arith.extsi %arg1: vector<8xi64> to vector<8xi128>
    %1 = arith.extsi %arg0: vector<8xi64> to vector<8xi128>
    %2 = arith.muli %0, %1 : vector<8xi128>
    %3 = arith.trunci %2 : vector<8xi128> to vector<8xi64>
    return %3 : vector<8xi64>
  }
}
