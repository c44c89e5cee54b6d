target datalayout = "e-P1-p:16:8-i8:8-i16:8-i32:8-i64:8-f32:8-f64:8-n8-a:8"
target triple = "avr-unknown-unknown"

define void @main() addrspace(1) #0 {
  call addrspace(0) void asm sideeffect alignstack "st ${0}, ${1}", "e,r,~{sreg},~{memory}"(ptr nonnull inttoptr (i16 37 to ptr), i8 0)
  unreachable
}

attributes #0 = { "target-cpu"="atmega328p" }
