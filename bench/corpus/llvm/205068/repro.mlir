module {
  func.func @scf_if_inplace2(%arg0: memref<?xf32>, %arg1: vector<5xf32>, %arg2: vector<5xf32>, %arg3: index) -> (vector<5xf32>, vector<5xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0:2 = scf.while (%arg4 = %arg3, %arg5 = %arg1) : (index, vector<5xf32>) -> (index, vector<5xf32>) {
      %2 = arith.cmpi slt, %arg4, %c1 : index
      scf.condition(%2) %arg4, %arg5 : index, vector<5xf32>
    } do {
    ^bb0(%arg4: index, %arg5: vector<5xf32>):
      %2 = arith.addf %arg5, %arg5 : vector<5xf32>
      scf.yield %arg4, %2 : index, vector<5xf32>
    }
    %1:2 = scf.while (%arg4 = %arg3, %arg5 = %arg2) : (index, vector<5xf32>) -> (index, vector<5xf32>) {
      %2 = arith.cmpi slt, %arg4, %c1 : index
      scf.condition(%2) %arg4, %arg5 : index, vector<5xf32>
    } do {
    ^bb0(%arg4: index, %arg5: vector<5xf32>):
      %2 = arith.addf %arg5, %arg5 : vector<5xf32>
      scf.yield %arg4, %2 : index, vector<5xf32>
    }
    return %0#1, %1#1 : vector<5xf32>, vector<5xf32>
  }
}

