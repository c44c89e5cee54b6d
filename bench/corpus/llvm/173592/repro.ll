define float @ueq(double %lhs, double %rhs, float %true, float %false) {
entry:
  %0 = fcmp ueq double %lhs, %rhs
  %1 = select i1 %0, float %true, float %false
  ret float %1
}
