target triple = "arm64-apple-macosx"

define <2 x i128> @crash(<2 x i128> %a, <4 x i128> %b) {
  %r = call <2 x i128> @llvm.vector.partial.reduce.add.v2i128.v4i128(<2 x i128> %a, <4 x i128> %b)
  ret <2 x i128> %r
}
