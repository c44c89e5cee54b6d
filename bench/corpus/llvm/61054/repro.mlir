module {
  func.func @func1()  { 
    %c595672731_i32 = arith.constant 595672731 : i32
    %cst_5 = arith.constant 0x4E2D0EB9 : f32 
    %c9 = arith.constant 9 : index 
    %alloc_22 = memref.alloc() : memref<13x7xf32>
    %21 = tensor.empty() : tensor<13x7xf32>
    %mapped = linalg.map ins(%alloc_22 : memref<13x7xf32>) outs(%21 : tensor<13x7xf32>)
      (%in: f32) {
        %279 = scf.index_switch %c9 -> i32 
        default {
          %292 = vector.broadcast %c9 : index to vector<13xindex> 
          scf.yield %c595672731_i32 : i32
        }
        linalg.yield %cst_5 : f32
      } 
    return 
  }
}
