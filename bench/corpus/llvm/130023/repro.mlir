module attributes {transform.with_named_sequence} {
    func.func @transform_example(%arg0: !transform.any_op) {
        %transform_copy = transform.structured.match ops{["linalg.copy"]} in %arg0 : (!transform.any_op) -> !transform.any_op
        transform.nvgpu.rewrite_copy_as_tma %transform_copy : (!transform.any_op) -> ()
        transform.yield
    }
}
