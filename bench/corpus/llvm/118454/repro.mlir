module {
  func.func @reduce_i8(%arg0: vector<8xi8>) {
    %0 = vector.reduction <add>, %arg0 : vector<8xi8> into i8
    vector.print str "REDUCE I8:"
    vector.print %0 :i8
    return
  ^bb1(%1: i8):
    %2 = arith.cmpi slt, %1, %0 : i8
    spirv.BranchConditional %2, ^bb2(%1 : i8), ^bb3(%0 : i8)
  ^bb2(%3: i8):
    vector.print str "REDUCE I8 #2, zeros,..."
    vector.print %3 : i8
    return
  ^bb3(%4: i8):
    %5 = arith.cmpi slt, %4, %0 : i8
    spirv.BranchConditional %5, ^bb1(%4 : i8), ^bb4(%0 : i8)
  ^bb4(%6: i8):
    vector.print str "REDUCE I8 #2, #2,..."
    vector.print %6 : i8
    return
  }
}

