define signext i60 @PR24662b(float %0) {
  %2 = fptoui float %0 to i670010
  %3 = trunc i670010 %2 to i60
  ret i60 %3
}
