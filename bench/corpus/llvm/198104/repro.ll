target triple = "wasm32-unknown-unknown"

define <3 x half> @repro(i32 %i) {
  %r = insertelement <3 x half> zeroinitializer, half 0xH0000, i32 %i
  ret <3 x half> %r
}
