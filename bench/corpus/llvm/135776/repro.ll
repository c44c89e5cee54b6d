; example.ll
target triple = "aarch64-unknown-linux-gnu"

define i32 @bitcast_failure(ptr %0, <1 x i16> %1) {
  %3 = bitcast <1 x i16> %1 to <1 x half>
  %4 = extractelement <1 x half> %3, i64 0
  store half %4, ptr %0, align 2
  ret i32 0
}
