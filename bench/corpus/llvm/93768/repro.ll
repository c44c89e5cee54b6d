; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define <15 x float> @test_transpose(<15 x float> %0) {
  %2 = call <15 x float> @llvm.matrix.transpose.v15f32(<15 x float> %0, i32 3, i32 5)
  ret <15 x float> %2
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <15 x float> @llvm.matrix.transpose.v15f32(<15 x float>, i32 immarg, i32 immarg) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
