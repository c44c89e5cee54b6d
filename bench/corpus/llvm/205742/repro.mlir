module {
  func.func @minsi(%arg0: i32, %arg1: i32) -> i32 {
    %0 = emitc.call_opaque "minsi"(%arg0, %arg0, %arg1) : (i32, i32, i32) -> i32
    return %0 : i32
  }
}

