func.func @pretty_printed_region_op(%arg0 : f32, %arg1 : f32) -> (f32) {
  %res = test.pretty_printed_region %arg1, %arg0 start special.op end : (f32, f32) -> (f32) loc("some_NameLoc")
  return %res : f32
}
