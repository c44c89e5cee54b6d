declare { <3 x float>, <3 x i32> } @llvm.frexp.v3f32.v3i32(<3 x float>)

define { <3 x float>, <3 x i32> } @whole(<3 x float> %x) {
  %r = call { <3 x float>, <3 x i32> } @llvm.frexp.v3f32.v3i32(<3 x float> %x)
  ret { <3 x float>, <3 x i32> } %r
}
