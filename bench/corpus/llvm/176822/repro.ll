; ModuleID = 'reduced.bc'
target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon-unknown-linux5.10.0-unknown"

declare fastcc i1 @sort.block.block__anon_20404__struct_21687.lessThan()

declare fastcc void @mem.swap__anon_21695()

define fastcc void @sort.block.swap__anon_21725(ptr %0, ptr %1, i32 %2, ptr %3, i32 %4, i32 %5, ptr %6, i1 %7) !dbg !4 {
Entry:
    #dbg_declare(ptr %6, !7, !DIExpression(), !9)
  %8 = call fastcc i1 @sort.block.block__anon_20404__struct_21687.lessThan()
  br i1 %8, label %Block3, label %Else2

Block3:                                           ; preds = %Then4, %Entry
  call fastcc void @mem.swap__anon_21695()
  %9 = icmp ult i32 %4, 8
  br i1 %9, label %Then11, label %Else11

Else2:                                            ; preds = %Entry
  %10 = icmp ult i32 %4, 8
  br i1 %10, label %Then3, label %Else3

Then3:                                            ; preds = %Else2
  br i1 %7, label %Then4, label %Else4

Else3:                                            ; preds = %Else2
  store volatile i32 0, ptr null, align 4
  unreachable

Then4:                                            ; preds = %Then3
  %11 = call fastcc i1 @sort.block.block__anon_20404__struct_21687.lessThan()
  br label %Block3

Else4:                                            ; preds = %Then3
  store volatile i32 0, ptr null, align 4
  unreachable

Then11:                                           ; preds = %Block3
  ret void

Else11:                                           ; preds = %Block3
  store volatile i32 0, ptr null, align 4
  unreachable
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "zig 0.16.0", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, globals: !2, splitDebugInlining: false)
!1 = !DIFile(filename: "test", directory: "/home/alexrp/Sources/ziglang/zig-llvm22/test")
!2 = !{}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "swap__anon_21725", linkageName: "sort.block.swap__anon_21725", scope: !5, file: !5, line: 1062, type: !6, scopeLine: 1070, flags: DIFlagStaticMember, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!5 = !DIFile(filename: "block.zig", directory: "/home/alexrp/Sources/ziglang/zig-llvm22/lib/std/sort")
!6 = distinct !DISubroutineType(types: !2)
!7 = !DILocalVariable(name: "context", arg: 5, scope: !4, file: !5, line: 1070, type: !8)
!8 = !DICompositeType(tag: DW_TAG_structure_type, name: "debug.ElfFile.buildSymbolSearchTable__anon_16832.SortContext", scope: !0, size: 96, align: 32, elements: !2)
!9 = !DILocation(line: 1070, column: 8, scope: !4)
