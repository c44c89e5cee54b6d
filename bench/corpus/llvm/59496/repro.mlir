module {
  func.func @func1() {
    %cst = arith.constant dense<1668977777> : vector<4xi32>
    %38 = llvm.intr.matrix.transpose %cst {columns = 2 : i32, rows = 2 : i32} : vector<4xi32> into vector<4xi32>
    %39 = llvm.mlir.constant(0 : index) : i64
    %40 = llvm.extractelement %38[%39 : i64] : vector<4xi32>
    %41 = arith.extsi %40 : i32 to i64
    return 
  }
}


