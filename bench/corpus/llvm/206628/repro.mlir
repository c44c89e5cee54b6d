#map1 = affine_map<() -> (0)>
#map4 = affine_map<() -> (4)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<100xf32>, memref<100xf32>) -> (), sym_name = "test_parallelize"}> ({
    "emitc.do"() ({
    }) : () -> ()
  }) : () -> ()
  "gpu.module"() <{sym_name = "m7"}> ({
    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map4}> ({
      "affine.yield"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
