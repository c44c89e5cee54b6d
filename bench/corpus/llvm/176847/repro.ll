target triple = "aarch64-unknown-linux-gnu"

define <vscale x 4 x float> @test(<vscale x 4 x float> %arg0) {
start:
  %i = call <vscale x 4 x float> @llvm.aarch64.neon.raddhn.v4f32(<vscale x 4 x float> %arg0, i32 0)
  ret <vscale x 4 x float> %i
}
