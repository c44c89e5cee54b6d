target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128-ni:1-p2:32:8:8:32-ni:2"
target triple = "x86_64-unknown-linux-gnu"

define void @test(<8 x i32> %insertelement) #0 {
bb:
  %load671 = load i8, ptr addrspace(1) null, align 1
  %shufflevector = shufflevector <8 x i32> %insertelement, <8 x i32> zeroinitializer, <8 x i32> zeroinitializer
  %xor68 = xor <8 x i32> %shufflevector, <i32 7, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %call69 = call i32 @llvm.vector.reduce.xor.v8i32(<8 x i32> %xor68)
  %trunc70 = trunc i32 %call69 to i8
  %xor71 = xor i8 %load671, %trunc70
  store i8 %xor71, ptr addrspace(1) null, align 1
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.xor.v8i32(<8 x i32>) #1

attributes #0 = { "target-cpu"="skylake-avx512" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
