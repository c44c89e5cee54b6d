define void @foo() {
entry:
  br label %outer

loopexit:                                         ; No predecessors!
  br label %outer

outer:                                            ; preds = %loopexit, %entry
  %0 = phi ptr addrspace(1) [ %1, %loopexit ], [ null, %entry ]
  store i32 0, ptr addrspace(1) %0, align 4
  %1 = load ptr addrspace(1), ptr null, align 8
  %2 = load i32, ptr addrspace(1) %1, align 4
  ret void
}
