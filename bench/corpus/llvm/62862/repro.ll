; RUN: llc -march=amdgcn -mcpu=gfx1030 < %s -verify-machineinstrs

define i32 @f() {
bb:
  %i = call i32 @llvm.amdgcn.set.inactive.i32(i32 0, i32 poison)
  ret i32 %i
}

declare i32 @llvm.amdgcn.set.inactive.i32(i32, i32)
