define void @f(ptr %f) !dbg !4 {
entry:
  call void %f(), !prof !5
  ret void
}

define void @"?Run@CancelableTask@internal@v8@@UEAAXXZ"() !dbg !6 {
entry:
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !2, globals: !2, imports: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "f", directory: ".", checksumkind: CSK_MD5, checksum: "d8db21c2cc7d03d3fa1238e0f9cdb45d")
!2 = !{}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "RunOnce", linkageName: "a", scope: null, file: !1, line: 811, scopeLine: 812, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !{!"VP", i32 0, i64 9760, i64 -7109612007850537772, i64 9632, i64 1050624153776240289, i64 82, i64 1343956138387440415, i64 45}
!6 = distinct !DISubprogram(name: "Run", linkageName: "b", scope: null, file: !1, line: 153, scopeLine: 153, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: null, retainedNodes: !2)
