func.func @asin_scalar(%x: f32) -> f32 {
  %r = math.asin %x : f32
  return %r : f32
}

