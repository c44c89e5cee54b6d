target triple = "aarch64-unknown-linux-gnu"

define void @f(<3 x i16> %a, ptr %p) {
  %r = bitcast <3 x i16> %a to <2 x i24>
  store volatile <2 x i24> %r, ptr %p, align 1
  ret void
}
