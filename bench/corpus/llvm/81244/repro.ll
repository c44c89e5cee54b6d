; RUN: llc -mtriple=aarch64-- -O0 < %s
define <4 x i8> @test(<2 x i8> %arg) {
  %shuffle = shufflevector <2 x i8> %arg, <2 x i8> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  ret <4 x i8> %shuffle
}
