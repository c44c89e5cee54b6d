target triple = "mips64el-unknown-linux-gnuabi64"

define void @foo() {
  call void asm sideeffect "", "r,~{$1}"(float 0.000000e+00)
  ret void
}
