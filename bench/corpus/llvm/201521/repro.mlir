module {
  func.func private @callee(i64) -> (i64, i32, i32, f32)
}


