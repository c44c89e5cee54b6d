func.func private @callee(%0 : f32) -> f32 { 
  func.return %0 : f32
} 
func.func @caller( %arg: f32) { 
  %1 = func.call @callee(%arg) : (f32) -> f32 
  return
}
