target triple = "x86_64-apple-macosx"

define <vscale x 1 x i64> @test(i64 %x) {
  %v = insertelement <vscale x 1 x i64> poison, i64 %x, i64 0
  ret <vscale x 1 x i64> %v
}
