target triple = "powerpc-unknown-linux-gnu"

define void @thirteen(<1 x i128> %a, <1 x i128> %b, <1 x i128> %c,
                      <1 x i128> %d, <1 x i128> %e, <1 x i128> %f,
                      <1 x i128> %g, <1 x i128> %h, <1 x i128> %i,
                      <1 x i128> %j, <1 x i128> %k, <1 x i128> %l,
                      <1 x i128> %m, ptr %p) {
entry:
  store <1 x i128> %m, ptr %p, align 16
  ret void
}
