target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define void @func_1() #0 {
entry:
  %0 = load ptr addrspace(5), ptr addrspace(5) null, align 8
  store i64 0, ptr addrspace(5) %0, align 8
  %l_1303.sroa.5.0..sroa_idx.i.i = getelementptr i8, ptr addrspace(5) %0, i32 8
  store i64 0, ptr addrspace(5) %l_1303.sroa.5.0..sroa_idx.i.i, align 8
  call void @llvm.memcpy.p5.p5.i64(ptr addrspace(5) null, ptr addrspace(5) align 8 %0, i64 16, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p5.p5.i64(ptr addrspace(5) noalias writeonly captures(none), ptr addrspace(5) noalias readonly captures(none), i64, i1 immarg) #1

attributes #0 = { "target-cpu"="gfx1201" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
