; RUN: llc -mcpu=gfx900 -debug-only=isel < %s
; Crashes with -debug-only=isel
target triple = "amdgcn-amd-amdhsa"

define ptr addrspace(1) @arg_crash(ptr addrspace(1) %sd, ptr %stack, <4 x i32> %node, ptr %offset, i32 %0, i8 %trunc, float %1, float %2, float %mul80, i1 %cmp412.old, <4 x i32> %3, float %4, i32 %5, i1 %cmp442, i1 %or.cond1306, float %.op, ptr addrspace(1) %arrayidx.i.i2202, ptr addrspace(1) %retval.0.i.i22089, ptr addrspace(1) %retval.1.i221310, i1 %cmp575) {
entry:
  ret ptr addrspace(1) %sd
}

