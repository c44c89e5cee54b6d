target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "arm64-apple-macosx11.0"

define void @f_fu___un_3C_unf_3E_un_3C_unf_3E_unf() {
allocas:
  %mul__a_load18 = fmul <16 x float> splat (float 2.000000e+00), zeroinitializer
  %mul__a_load18_to_int32 = fptosi <16 x float> %mul__a_load18 to <16 x i32>
  store <16 x i32> %mul__a_load18_to_int32, ptr null, align 64
  ret void
}
