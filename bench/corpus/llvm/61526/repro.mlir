module {
  func.func @main(){
    %c0 = arith.constant 0 : index
    %c68 = arith.constant 68 : index
    cf.br ^bb1(%c0 : index)
  ^bb1(%29: index):  // 2 preds: ^bb0, ^bb2
    %30 = builtin.unrealized_conversion_cast %29 : index to i64
    %31 = arith.cmpi slt, %29, %c68 : index
    return 
  }
}
