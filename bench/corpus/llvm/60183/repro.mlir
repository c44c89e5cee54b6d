func.func @func(%value: f32) -> f32 { 
  %0 = spirv.GroupFMax <Workgroup> <Reduce> %value : f32
  return %0: f32
} 
