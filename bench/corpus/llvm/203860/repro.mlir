module {
  func.func @parallel_loop_bidy(%arg0: index, %arg1: index, %arg2: index, %arg3: index) {
    %0 = affine.for %arg4 = 0 to 101 iter_args(%arg5 = %arg1) -> (index) {
      affine.yield %arg3 : index
    }
    return
  }
}

