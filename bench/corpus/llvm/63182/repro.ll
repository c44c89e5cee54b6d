target datalayout = "e-m:e-p:32:32-i64:64-n32:64-S128"
target triple = "wasm32-unknown-emscripten"

declare i32 @__gxx_wasm_personality_v0(...)

declare void @foo()

define void @test() personality ptr @__gxx_wasm_personality_v0 {
bb0:
  invoke void @foo()
          to label %bb1 unwind label %bb2

bb1:                                              ; preds = %bb4, %bb0
  unreachable

bb2:                                              ; preds = %bb4, %bb0
  %catchswitch = catchswitch within none [label %bb3] unwind to caller

bb3:                                              ; preds = %bb2
  %catchpad = catchpad within %catchswitch [ptr null]
  catchret from %catchpad to label %bb4

bb4:                                              ; preds = %bb3
  invoke void @foo()
          to label %bb1 unwind label %bb2
}
