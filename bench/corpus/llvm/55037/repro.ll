target triple = "aarch64-unknown-linux-gnueabihf"
define <vscale x 4 x float> @insert_v4f32_v2f32(<vscale x 2 x float> %a, <vscale x 4 x float> %b) #0 { 
  %1 = call <vscale x 4 x float> @llvm.experimental.vector.insert.nxv4f32.nxv2f32(<vscale x 4 x float> %b, <vscale x 2 x float> %a, i64 0)
  ret <vscale x 4 x float> %1
}
declare <vscale x 4 x float> @llvm.experimental.vector.insert.nxv4f32.nxv2f32(<vscale x 4 x float>, <vscale x 2 x float>, i64 ) 
