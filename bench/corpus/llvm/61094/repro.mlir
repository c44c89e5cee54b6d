module { 
  func.func @func(%arg: vector<11xf32>) { 
    %cst_41 = arith.constant dense<true> : vector<11xi1> 
    %127 = vector.mask %cst_41 { vector.yield %arg : vector<11xf32> } : vector<11xi1> -> vector<11xf32> 
    return
  }
}
