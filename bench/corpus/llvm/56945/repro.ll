define void @arm_cmplx_dot_prod_f32() {
entry:
  %new0 = shl i1 0, 1
  %last = zext i1 %new0 to i32                                         
  %var27 = call <4 x i1> @llvm.arm.mve.vctp32(i32 %last)
  %var33 = call <4 x float> @llvm.arm.mve.vcmlaq.predicated.v4f32.v4i1(i32 0, <4 x float> zeroinitializer, <4 x float> zeroinitializer, <4 x float> zeroinitializer, <4 x i1> %var27)
  ret void
}

declare <4 x i1> @llvm.arm.mve.vctp32(i32)
declare <4 x float> @llvm.arm.mve.vcmlaq.predicated.v4f32.v4i1(i32, <4 x float>, <4 x float>, <4 x float>, <4 x i1>)
