module {
  func.func @main() {
    %0 = arith.constant dense<0> : tensor<i32>
    scf.execute_region -> tensor<i32> {
      scf.yield %0 : tensor<i32>
    }
    %1 = arith.constant dense<0> : tensor<i32>
    scf.execute_region -> tensor<i32> {
      scf.yield %1 : tensor<i32>
    }
    %2 = arith.constant dense<5481> : tensor<i32>
    %sema2Token, %bodyResults = async.execute -> !async.value<tensor<i32>> {
      scf.execute_region -> tensor<i32> {
        scf.yield %2 : tensor<i32>
      }
      async.yield %2 : tensor<i32>
    }
    return
  }
}
