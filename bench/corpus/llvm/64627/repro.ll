target triple = "x86_64"

define float @f() "target-features"="-avx512f" { ; no crash when enabled
  %1 = bitcast i5 0 to <5 x i1>
  %2 = select <5 x i1> %1, <5 x float> zeroinitializer, <5 x float> <float 1.0, float 1.0, float 1.0, float 1.0, float 1.0>
  %3 = call float @llvm.vector.reduce.fadd.v5f32(float -0.0, <5 x float> %2)
  ret float %3
}

declare float @llvm.vector.reduce.fadd.v5f32(float, <5 x float>)
