define ppc_fp128 @adds(ppc_fp128 %a, ppc_fp128 %b) {
  %r = fadd ppc_fp128 %a, %b
  ret ppc_fp128 %r
}

define i32 @main() {
  %a = fadd ppc_fp128 0xM3FF80000000000000000000000000000, 0xM40040000000000000000000000000000
  %s = call ppc_fp128 @adds(ppc_fp128 %a, ppc_fp128 %a)
  %t = alloca ppc_fp128
  store ppc_fp128 %s, ptr %t
  ret i32 0
}
