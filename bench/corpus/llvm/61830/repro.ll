target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-none-eabi"

; Function Attrs: sanitize_memtag speculative_load_hardening
define void @c() #0 {
entry:
  %d = alloca [48 x i32], align 4
  call void @b(ptr %d)
  ret void
}

declare void @b(ptr)

attributes #0 = { sanitize_memtag speculative_load_hardening "target-features"="+crc,+dotprod,+fp-armv8,+lse,+mte,+neon,+ras,+rcpc,+rdm,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8.5a,+v8a,-fmv" }
