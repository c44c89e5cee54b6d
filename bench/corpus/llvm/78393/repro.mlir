func.func private @func1() {
  %c299175162_i32 = arith.constant 299175162 : i32
  %cst = arith.constant 1.41208461E+9 : f32
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %alloc_17 = memref.alloc(%c3, %c3) : memref<?x?xi32>
  %alloc_22 = memref.alloc() : memref<8x8xi64>
  %101 = tensor.empty() : tensor<8x8xi64>
  %mapped_45 = linalg.map ins(%alloc_22, %alloc_22, %alloc_22 : memref<8x8xi64>, memref<8x8xi64>, memref<8x8xi64>) outs(%101 : tensor<8x8xi64>)
    (%in: i64, %in_62: i64, %in_63: i64) {
      %151 = math.round %cst : f32
      scf.index_switch %c0
      case 1 {
        %209 = memref.atomic_rmw ori %c299175162_i32, %alloc_17[%c0, %c0] : (i32, memref<?x?xi32>) -> i32
        scf.yield
      }
      case 2 {
        scf.yield
      }
      default {
      }
      %c1_i64_78 = arith.constant 1 : i64
      linalg.yield %c1_i64_78 : i64
    }
  return
}
