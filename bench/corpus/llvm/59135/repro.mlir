module {
  func.func @func1(%arg0: tensor<2x2xi1>, %arg1: f32) -> f32 {
    %false_2 = arith.constant false 
    %cst_4 = arith.constant 1.59615526E+9 : f32
    %true_5 = arith.constant true 
    %8 = tensor.empty() : tensor<2xi1>
    %9 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%8 : tensor<2xi1>) {
    ^bb0(%out: i1):
      %true_144 = arith.constant true
      linalg.yield %true_144 : i1
    } -> tensor<2xi1>
    %14 = tensor.empty() : tensor<2xi1>
    %15 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%14 : tensor<2xi1>) {
    ^bb0(%out: i1):
      %true_144 = arith.constant true
      linalg.yield %true_144 : i1
    } -> tensor<2xi1>
    %93 = arith.maxsi %false_2, %true_5 : i1
    %alloc_132 = memref.alloc() : memref<2xi1>
    memref.tensor_store %9, %alloc_132 : memref<2xi1>
    %alloc_133 = memref.alloc() : memref<3xi32>
    %alloc_135 = memref.alloc() : memref<2xi1>
    memref.tensor_store %15, %alloc_135 : memref<2xi1>
    return %cst_4 : f32
  }
}

