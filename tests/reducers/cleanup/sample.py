"""A reduced-looking AMDGPU module with everything cleanup removes (parses with LLVM 19)."""

SAMPLE = '''; ModuleID = 'reduced.bc'
source_filename = "/tmp/reprobot-abc/input.ll"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds.buffer = internal addrspace(3) global [4 x i32] poison, align 4
@.str = private constant [9 x i8] c"a;b %x @y", align 1

; Function Attrs: nounwind
define amdgpu_kernel void @__ockl_dispatch_tensor_store_kernel(ptr addrspace(1) %out, i32 %n) #0 !dbg !5 {
entry:
  %ld = load i16, ptr addrspace(4) null, align 2, !tbaa !7
  %cmp = icmp ne i16 %ld, 0 ; a trailing comment
  br label %bb.next

bb.next:                                          ; preds = %entry
  %p = phi i1 [ %cmp, %entry ]
  %z = zext i1 %p to i32
  store i32 %z, ptr addrspace(3) @lds.buffer, align 4
  %r = load i32, ptr addrspace(1) %out, align 4, !range !11
  store i32 %r, ptr addrspace(1) %out, align 4
  call void @helper(ptr @.str), !dbg !10
    #dbg_value(i32 %z, !9, !DIExpression(), !10)
  ret void
}

define internal void @helper(ptr %s) #2 {
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x() #1

attributes #0 = { nounwind "target-cpu"="gfx90a" "target-features"="+gfx90a-insts" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "target-cpu"="gfx90a" }
attributes #3 = { cold }

!llvm.module.flags = !{!0, !12}
!llvm.dbg.cu = !{!1}
!llvm.ident = !{!13}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, emissionKind: FullDebug)
!2 = !DIFile(filename: "a.c", directory: "/")
!5 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 1, type: !6, spFlags: DISPFlagDefinition, unit: !1)
!6 = !DISubroutineType(types: !{})
!7 = !{!8, !8, i64 0}
!8 = !{!"short", !14, i64 0}
!9 = !DILocalVariable(name: "z", scope: !5, file: !2, line: 1, type: !15)
!10 = !DILocation(line: 1, scope: !5)
!11 = !{i32 0, i32 2}
!12 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!13 = !{!"clang version 19"}
!14 = !{!"omnipotent char"}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
'''
