module {
  emitc.class @MyClass {
    emitc.field @fieldName0 : !emitc.array<1xf32>
  }
  func.func @main() {
    %0 = "emitc.constant"() <{value = 0 : i32}> : () -> i32
    %1 = arith.extsi %0 : i32 to i64
    %2 = arith.trunci %1 : i64 to i32
    %3 = tensor.from_elements %2 : tensor<1xi32>
    %4 = tosa.clamp %3 {max_val = 100 : i32, min_val = 0 : i32} : (tensor<1xi32>) -> tensor<1xi32>
    %shape3 = shape.shape_of %3 : tensor<1xi32> -> !shape.shape
    %shape4 = shape.shape_of %4 : tensor<1xi32> -> !shape.shape
    %5 = shape.cstr_eq %shape4, %shape3 : !shape.shape, !shape.shape
    return
  }
}
