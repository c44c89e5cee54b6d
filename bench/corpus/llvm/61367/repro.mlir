module {
  func.func @f(%arg0: f32) {
    func @g(%arg1: f32) {
      %0 = spirv.FAdd %arg1, %arg1 : f32
      return
    }
    return
  }
}
