target triple = "x86_64-unknown-linux-gnu"

define half @test_half_powi(half %self, i32 %n) {
start:
  %v = call half @llvm.powi.f16.i32(half %self, i32 %n)
  ret half %v
}
