
; crash.ll
target triple = "wasm32-unknown-unknown"

; A scalar global in Wasm global space (addrspace 1)
@wasm_val = addrspace(1) global i32 123
