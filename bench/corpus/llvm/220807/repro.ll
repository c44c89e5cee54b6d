define x86_fp80 @f(x86_fp80 %x) {
  %r = fadd x86_fp80 %x, 0xK4000C000000000000000
  ret x86_fp80 %r
}
