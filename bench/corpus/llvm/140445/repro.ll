define double @call_maximum_fp128(double %x, double %y) unnamed_addr #1 {
start:
  %0 = tail call double @llvm.maximum.f64(double %x, double %y)
  ret double %0
}

declare double @llvm.maximum.f64(double, double)

attributes #1 = { inlinehint uwtable "target-cpu"="generic" "target-features"="+strict-align,+v6,+vfp2,-d32" }
