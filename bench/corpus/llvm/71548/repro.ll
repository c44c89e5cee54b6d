; ModuleID = 'trunk.ll'
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128-ni:1-p2:32:8:8:32-ni:2"
target triple = "x86_64-unknown-linux-gnu"

define void @"test"() {
always_continue:
  %0 = load atomic double, ptr addrspace(1) null unordered, align 8
  %1 = load atomic i32, ptr addrspace(1) null unordered, align 4
  %2 = sitofp i32 %1 to double
  %res.i = call noundef double @llvm.minimum.f64(double %0, double %2) #4
  %3 = fcmp ult double %res.i, 0.000000e+00
  %.not16 = icmp eq i32 %1, 0
  %or.cond45 = or i1 %3, %.not16
  call void @llvm.assume(i1 %or.cond45)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minimum.f64(double, double)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
