"""Small real LLVM inputs shared by tests."""

# llvm-project#200792: GlobalISel cannot select a G_PHI of i1 for AMDGPU (every Debian release)
GPHI_CRASH = """define i32 @__ockl_get_num_groups() {
  %1 = load i16, ptr addrspace(4) null, align 2
  %2 = icmp ne i16 %1, 0
  br label %3

3:
  %4 = phi i1 [ %2, %0 ]
  %5 = zext i1 %4 to i32
  ret i32 %5
}
"""
GPHI_ARGS = ["-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx90a", "-O0", "-global-isel"]
