target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.bar = type { [5 x ptr] }

@global = external dso_local global %struct.bar

define i1 @foo(ptr %arg, i1 %arg1) {
bb:
    #dbg_value(ptr @global, !3, !DIExpression(), !5)
  %icmp = icmp ne ptr %arg, getelementptr inbounds nuw (i8, ptr @global, i64 1)
  %select = select i1 %arg1, i1 %icmp, i1 false
  ret i1 %select
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, isOptimized: false, runtimeVersion: 0, emissionKind: NoDebug)
!1 = !DIFile(filename: "x.c", directory: "/proc/self/cwd")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !DILocalVariable(name: "x", arg: 1, scope: !4, file: !1)
!4 = distinct !DISubprogram(name: "x", scope: null, file: !1, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DILocation(line: 0, scope: !4)
