define i32 @f(double %LGV, ptr %x) {
BB:
  %CastFPTrunc = fptrunc double %LGV to bfloat
  store bfloat %CastFPTrunc, ptr %x, align 2
  ret i32 0
}
