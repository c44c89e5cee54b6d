target triple = "x86_64-unknown-linux-gnu"

define i32 @foo(float %0, float %1) #0 {
Entry:
  %2 = call float @llvm.fabs.f32(float %0)
  %3 = bitcast float %2 to i32
  %4 = icmp ugt i32 %3, 1
  %5 = call float @llvm.fabs.f32(float %1)
  %6 = bitcast float %5 to i32
  %7 = icmp ugt i32 %6, 1
  %8 = select i1 %4, i1 true, i1 %7
  %9 = zext i1 %8 to i32
  ret i32 %9
}

declare float @llvm.fabs.f32(float) #1
uselistorder ptr @llvm.fabs.f32, { 1, 0 }

attributes #0 = { "target-features"="+avx512f,-evex512" }
