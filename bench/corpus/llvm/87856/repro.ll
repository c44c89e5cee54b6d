target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-none-linux-android28"

; Function Attrs: null_pointer_is_valid
define i64 @foo() #0 {
  call fastcc void @bar(ptr null)
  ret i64 0
}

define fastcc void @bar(ptr %0) {
  store i16 0, ptr %0, align 2
  ret void
}

attributes #0 = { null_pointer_is_valid }
