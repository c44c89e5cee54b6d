define void @f() {
BB:
  %I = insertelement <8 x double> zeroinitializer, double 0.000000e+00, i8 0
  %F = fneg <8 x double> %I
  %B3 = fmul <8 x double> %I, %F
  %B1 = fmul <8 x double> %F, %B3
  %B2 = fmul <8 x double> %F, %I
  %B = fmul <8 x double> %B2, %B1
  store <8 x double> %B, <8 x double>* undef, align 64
  ret void
}
