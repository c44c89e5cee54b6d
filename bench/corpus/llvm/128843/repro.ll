; compile with `llc -mattr=+fullfp16 -O0`

define i32 @reproducer() {
  %retval = call i32 @llvm.aarch64.neon.fcvtzs.i32.f16(half 0xH4566)
  ret i32 %retval
}
