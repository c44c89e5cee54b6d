module {
  func.func @test_sink_targeted_op_only() attributes {llvm.emit_callee_called, tag = "test.sink_target"} {
    %0 = "test.sink_target"() : () -> i32
    %1 = "test.<xont.sink.target:ignore>"(%0) : (i32) -> i32
    "test.some_use"(%1) : (i32) -> ()
    return
  }
}

