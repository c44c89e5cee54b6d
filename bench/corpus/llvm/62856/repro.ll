; RUN: llc -march=amdgcn -mcpu=gfx1030 < %s
define { float, float } @f() {
bb:
  %l1 = load float, ptr addrspace(7) null
  %l2 = load float, ptr addrspace(7) getelementptr (i8, ptr addrspace(7) null, i64 24)
  %iv1 = insertvalue { float, float } zeroinitializer, float %l1, 0
  %iv2 = insertvalue { float, float } %iv1, float %l2, 1
  ret { float, float } %iv2
}
