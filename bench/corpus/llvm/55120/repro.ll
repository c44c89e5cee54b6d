target triple = "wasm32-unknown-unknown"

define void @integer() {
  ret void
}
