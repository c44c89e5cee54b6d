@0 = constant { i40, i1 } { i40 0, i1 1 }
define void @f() {
  %1 = load i1, ptr @0
  ret void
}
