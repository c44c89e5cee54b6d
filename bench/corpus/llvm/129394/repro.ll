target triple = "aarch64-unknown-linux-gnu"

define half @problem(i16 %x, i1 %sel) #1 {
  %x1 = select i1 %sel, half 0xH0000, half 0xH0001
  ret half %x1
}

attributes #1 = { "target-features" = "-fp-armv8" }
