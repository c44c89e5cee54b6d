define double @foo(double %0) #0 {
  %2 = fadd double %0, 0.000000e+00
  ret double %2
}

attributes #0 = { "tune-cpu"="c1-ultra" }
