; RUN: opt -S -passes=instsimplify < %s
target triple = "wasm32-unknown-emscripten"

define <4 x i32> @test() {
  %dot = tail call <4 x i32> @llvm.wasm.dot(<8 x i16> <i16 19733, i16 18694, i16 -2158, i16 -12949, i16 -22664, i16 -3805, i16 30779, i16 1600>, <8 x i16> <i16 11918, i16 7268, i16 32199, i16 14806, i16 -14152, i16 -23986, i16 16941, i16 17135>)
  ret <4 x i32> %dot
}
