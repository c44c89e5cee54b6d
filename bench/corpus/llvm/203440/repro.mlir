module {
  func.func private @opaque() -> (i32, i32)
  func.func @split_handle() {
    %0:2 = call @opaque() : () -> (i32, i32)
    call @m0(%0#0) : (i32) -> ()
    return
  }
  module attributes {transform.with_named_sequence} {
    transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
      %0 = transform.structured.match ops{["func.call"]} in %arg0 : (!transform.any_op) -> !transform.any_op
      %1 = transform.get_result %0[all] : (!transform.any_op) -> !transform.any_value
      transform.yield
    }
  }
  func.func private @m0(i32)
}
