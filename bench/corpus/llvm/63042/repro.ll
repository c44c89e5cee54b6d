target triple = "wasm32"

@f.targets = constant [2 x ptr] [ptr blockaddress(@f, %bb1), ptr blockaddress(@f, %latch)]

define i8 @f(i32 %i, i32 %j) {
entry:
  %target0.ptr = getelementptr [2 x ptr], ptr @f.targets, i32 0, i32 %i
  %target0 = load ptr, ptr %target0.ptr
  indirectbr ptr %target0, [label %bb1, label %latch]

bb1:                                              ; preds = %latch, %entry
  %0 = phi i8 [ 2, %latch ], [ 1, %entry ]
  ret i8 %0

latch:                                            ; preds = %bb2, %bb1, %bb0
  %target1.ptr = getelementptr [2 x ptr], ptr @f.targets, i32 0, i32 %j
  %target1 = load ptr, ptr %target1.ptr
  indirectbr ptr %target1, [label %bb1, label %latch]
}
