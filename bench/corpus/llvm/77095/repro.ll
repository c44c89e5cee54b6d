; RUN: llc < %s -verify-machineinstrs
target triple = "ppc64le-redhat-linux-gnu"

define i32 @test() {
  call void @llvm.trap()
  ret i32 0
}

declare void @llvm.trap()
