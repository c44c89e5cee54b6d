@G.1 = global bfloat 0xR7F80

define void @f(fp128 %x) {
  %CastFPTrunc = fptrunc fp128 %x to bfloat
  store bfloat %CastFPTrunc, ptr @G.1, align 2
  ret void
}
