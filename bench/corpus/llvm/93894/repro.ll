define half @half_add(half %a, half %b) unnamed_addr #0 {
start:
  %_0 = fadd half %a, %b
  ret half %_0
}
