// RUN: mlir-opt %s --transform-interpreter --allow-unregistered-dialect

module @named attributes { transform.with_named_sequence } {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) -> () {
    "test.op_a"() : () -> ()
    transform.yield
  }
}
