; RUN: llc -mtriple=x86_64-- -O0 -fast-isel-abort=4 -trap-unreachable < %s | FileCheck %s

define void @test() {
; CHECK-LABEL: test:
; CHECK:       # %bb.0:
; CHECK-NEXT:    ud2
  unreachable
}
