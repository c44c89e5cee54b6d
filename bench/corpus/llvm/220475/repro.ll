; bin/opt -passes=slp-vectorizer reduced.ll -S
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define float @_ZN4pbrt9RenderCPUERNS_10BasicSceneE() {
_ZNSt14_Function_baseD2Ev.exit:
  %0 = fadd float 0.000000e+00, 0.000000e+00
  %1 = fmul float 0.000000e+00, 0.000000e+00
  %2 = fmul float 0.000000e+00, %1
  %3 = fmul float 0.000000e+00, 0.000000e+00
  %4 = fadd float %3, 0.000000e+00
  %5 = fmul float %0, 0.000000e+00
  %6 = fmul float 0.000000e+00, %5
  %7 = fadd float %4, %6
  %8 = fadd float 0.000000e+00, %7
  %9 = fadd float %1, %5
  %10 = fadd float 0.000000e+00, %9
  %11 = fdiv float %8, %10
  %12 = fadd float 0.000000e+00, %2
  %13 = fmul float 0.000000e+00, %5
  %14 = fadd float %12, %13
  %15 = fadd float 0.000000e+00, %14
  %16 = fdiv float %15, %10
  ret float %16

; uselistorder directives
  uselistorder float %5, { 2, 0, 1 }
}
