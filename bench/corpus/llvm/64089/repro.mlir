module {
  func.func @func1() {
    %cst_17 = arith.constant 1.542000e+03 : f16
    %true_22 = arith.constant true
    %c1_24 = arith.constant 1 : index
    %c11_28 = arith.constant 11 : index
    %13 = tensor.empty() : tensor<24x24xf32>
    %cst_54 = arith.constant dense<1.41865946E+9> : vector<24x24xf32>
    %23 = vector.fma %cst_54, %cst_54, %cst_54 : vector<24x24xf32>
    %cst_63 = arith.constant dense<true> : vector<24x24xi1>
    %cst_64 = arith.constant dense<117562519> : vector<24x24xi32>
    %42 = vector.gather %13[%c11_28, %c1_24] [%cst_64], %cst_63, %23 : tensor<24x24xf32>, vector<24x24xi32>, vector<24x24xi1>, vector<24x24xf32> into vector<24x24xf32>
    %53 = scf.if %true_22 -> (f16) {
      scf.yield %cst_17 : f16
    } else {
      %117 = vector.mask %cst_63 { vector.multi_reduction <maxf>, %cst_54, %42 [] : vector<24x24xf32> to vector<24x24xf32> } : vector<24x24xi1> -> vector<24x24xf32>
      %119 = math.round %13 : tensor<24x24xf32>
      scf.yield %cst_17 : f16
    }
    %alloc_70 = memref.alloc() : memref<1xi32>
    return
  }
}


