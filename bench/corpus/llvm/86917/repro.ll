; ModuleID = 'crash-4f3ab3a32f91d152361bae65ffeca42d2fa3e7b9'
source_filename = "M"

define float @f(i1 %0, i16 %1) {
BB:
  %RP = alloca float, align 4
  br label %BB2

BB2:                                              ; preds = %BB2, %BB
  %C2 = fcmp true float 4.200000e+01, 4.200000e+01
  %B2 = and i1 %C2, %0
  %2 = load float, ptr %RP, align 4
  br i1 %B2, label %BB2, label %BB1
BB1:                                              ; preds = %BB2
  ret float %2
}
