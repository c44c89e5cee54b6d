define amdgpu_kernel void @kernel() #0 {
entry:
  %0 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 0, i32 0)
  %1 = tail call i32 @llvm.amdgcn.wave.shuffle.i32(i32 %0, i32 %0)
  store i32 %1, ptr addrspace(1) null, align 4
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #1

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.wave.shuffle.i32(i32, i32) #2

attributes #0 = { "target-features"="+wavefrontsize64" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
