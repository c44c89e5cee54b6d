module { 
  func.func @func2(){
    %true = arith.constant true
    %cst_5 = arith.constant 1.787000e+03 : f16 
    %22 = vector.broadcast %true : i1 to vector<10x7xi1>
    %85 = vector.extract %22[1] : vector<10x7xi1>
    %91 = vector.shuffle %85, %85 [0, 2, 4, 5, 8, 9, 12, 13] : vector<7xi1>, vector<7xi1> 
    return 
  }
}

