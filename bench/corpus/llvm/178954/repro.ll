; RUN: opt -passes=attributor %s
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define double @__ocml_acosh_f64() {
entry:
  %0 = tail call double @llvm.fma.f64(double 0.000000e+00, double 0.000000e+00, double 0.000000e+00)
  %cond.i = select i1 false, double 0.000000e+00, double %0
  %add.i46.i = fadd double %cond.i, 0.000000e+00
  %add.i.i33 = fadd double 0.000000e+00, %add.i46.i
  %add.i.i.i39 = fadd double %add.i.i33, 0.000000e+00
  %vecinit1.i.i.i.i43 = insertelement <2 x double> zeroinitializer, double %add.i.i.i39, i64 0
  %call7 = call double @__ocmlpriv_lnep_f64(<2 x double> %vecinit1.i.i.i.i43)
  ret double %call7
}

define double @__ocmlpriv_lnep_f64(<2 x double> %a) {
entry:
  ret double 0.000000e+00
}

declare double @llvm.fma.f64(double, double, double) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

