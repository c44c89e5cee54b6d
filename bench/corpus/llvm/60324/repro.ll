declare float
@llvm.canonicalize.f32(float %a)

define float
@tgt(float noundef) {
   %r = call float @llvm.canonicalize.f32(float %0)
   ret float %r
}
