target triple = "aarch64-unknown-linux-gnu"

define i16 @test(i16 %x) {
  %ret = call i16 asm "", "=&{h0},0"(i16 %x)
  ret i16 %ret
}
