; RUN: llc -O0 < %s
target triple = "wasm32-unknown-unknown"

define void @test(i1 %x) {
  %y = xor i1 %x, true
  br i1 %y, label %exit, label %exit

exit:
  ret void
}
