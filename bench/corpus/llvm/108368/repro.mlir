#map = affine_map<() -> ()>
module {
  func.func private @check_type(%arg0: i64, %arg1: i64) {
    %0 = builtin.unrealized_conversion_cast %arg1 : i64 to index
    %1 = builtin.unrealized_conversion_cast %arg0 : i64 to index
    scf.for %arg2 = %1 to %0 step %0 {
      %2 = affine.min #map()
      %3 = affine.max #map()
      "test.foo"(%2) : (index) -> ()
    }
    return
  }
}
