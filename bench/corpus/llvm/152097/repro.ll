target datalayout = "e-P1-p:16:8-i8:8-i16:8-i32:8-i64:8-f32:8-f64:8-n8-a:8"
target triple = "avr"

define float @__addsf3(i32 %0) addrspace(1) {
  %2 = icmp ult i32 %0, -2139095039
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  ret float 0.000000e+00

4:                                                ; preds = %1
  ret float 0.000000e+00
}
