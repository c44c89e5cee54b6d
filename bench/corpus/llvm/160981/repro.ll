declare { float, i32 } @llvm.frexp.f32.i32(float)

define { float, i32 } @frexp_pos_denorm() {
  %ret = call { float, i32 } @llvm.frexp.f32.i32(float bitcast (i32 8388607 to float))
  ret { float, i32 } %ret
}
