module {
  func.func @main() {
    %0 = vector.constant_mask [1] : vector<1xi1>
    scf.execute_region {
      scf.yield
    }
    scf.execute_region {
      cf.br ^bb1
      ^bb1:  // pred: ^bb0
      scf.yield
    }
    scf.execute_region {
      scf.execute_region {
        scf.yield
      } {set = true}
      scf.yield
    }
    vector.print %0 : vector<1xi1>
    %c1_i32 = arith.constant 1 : i32
    return
  }
}
