#map7 = affine_map<(d0)[s0] -> (d0 * s0)>
#map9 = affine_map<()[s0, s1, s2] -> (((s0 * (s1 * (s0 * s2))) floordiv 4) * 4)>
#map10 = affine_map<()[s0, s1] -> (s1 * s0)>
func.func private @func2()  {
  %10 = arith.constant 15 : i64
  // If the following line is changed to "%36 = arith.constant 15 : index", the crash will disappear.
  // Maybe the crash is caused by "builtin.unrealized_conversion_cast".
  %36 = builtin.unrealized_conversion_cast %10 : i64 to index
  %145 = affine.apply #map7(%36)[%36]
  %147 = affine.apply #map7(%36)[%145]
  affine.for %arg0 = #map9()[%36, %145, %36] to #map10()[%36, %147] {
  }
  return
}
