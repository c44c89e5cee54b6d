target triple = "wasm32-unknown-unknown"

define void @hi(i32 %0) #0 personality ptr @__gxx_wasm_personality_v0 {
  br label %2

2:                                                ; preds = %2, %1
  invoke fastcc void @other(ptr null)
          to label %2 unwind label %5

3:                                                ; preds = %5, %3
  %4 = icmp eq i32 %0, 0
  br i1 %4, label %7, label %3

5:                                                ; preds = %2
  %6 = cleanuppad within none []
  br label %3

7:                                                ; preds = %3
  cleanupret from %6 unwind label %8

8:                                                ; preds = %7
  %9 = cleanuppad within none []
  ret void
}

declare i32 @__gxx_wasm_personality_v0(...)

declare fastcc void @other(ptr)

attributes #0 = { "target-features"="+exception-handling" }
