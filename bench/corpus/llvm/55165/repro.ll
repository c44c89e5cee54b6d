define <vscale x 6 x i32> @step_nxv6i32() #0 {
    %1 = call <vscale x 6 x i32> @llvm.experimental.stepvector.nxv6i32()
    ret <vscale x 6 x i32> %1
}
declare <vscale x 6 x i32> @llvm.experimental.stepvector.nxv6i32()
