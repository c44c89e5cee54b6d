; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn
define amdgpu_kernel void @atomic_add_bf16(ptr addrspace(1) inreg captures(none) %0, ptr addrspace(1) inreg readnone captures(none) %1) local_unnamed_addr #0 !dbg !4 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  %4 = shl i32 %3, 9, !dbg !8
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !9
  %6 = shl i32 %5, 2, !dbg !9
  %7 = and i32 %6, 1020, !dbg !9
  %8 = sext i32 %4 to i64, !dbg !10
  %9 = getelementptr bfloat, ptr addrspace(1) %0, i64 %8, !dbg !10
  %10 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %9, i16 0, i32 2147483646, i32 159744), !dbg !11
  fence syncscope("agent") release, !dbg !11
  %11 = tail call <2 x bfloat> @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.v2bf16(<2 x bfloat> splat (bfloat 0xR3F80), ptr addrspace(8) %10, i32 %7, i32 0, i32 0), !dbg !11
  fence syncscope("agent") acquire, !dbg !11
  ret void, !dbg !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare <2 x bfloat> @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.v2bf16(<2 x bfloat>, ptr addrspace(8) captures(none), i32, i32, i32 immarg) #2

attributes #0 = { mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="1" "denormal-fp-math-f32"="ieee" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1}
!llvm.dbg.cu = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!2 = distinct !DICompileUnit(language: DW_LANG_C, file: !3, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!3 = !DIFile(filename: "repro.py", directory: "/tmp/reprobot-triton-5fjt3abw/t-7c818a2c028e")
!4 = distinct !DISubprogram(name: "atomic_add_bf16", linkageName: "atomic_add_bf16", scope: !3, file: !3, line: 6, type: !5, scopeLine: 6, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 7, column: 24, scope: !4)
!8 = !DILocation(line: 8, column: 24, scope: !4)
!9 = !DILocation(line: 10, column: 41, scope: !4)
!10 = !DILocation(line: 11, column: 22, scope: !4)
!11 = !DILocation(line: 11, column: 31, scope: !4)
!12 = !DILocation(line: 11, column: 4, scope: !4)
