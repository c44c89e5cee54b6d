"builtin.module"()({
  "func.func"() <{
    function_type = (memref<10x10xf32>) -> memref<10x10xf32>,
    sym_name = "compute1"
  }> ({
    ^bb0(%arg0: memref<10x10xf32>):
      %1 = "arith.constant"() <{value = 1 : i64}> : () -> i64
      "acc.parallel"(%1) <{
        asyncDeviceType = [#acc.device_type<none>],
        operandSegmentSizes = array<i32:1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>
      }> ({
      }) : (i64) -> ()
      "func.return"( %arg0) : (memref<10x10xf32>) -> ()
  }) : () -> ()
}) : () -> ()
