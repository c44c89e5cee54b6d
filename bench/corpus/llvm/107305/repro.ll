define void @shrink_after_gep(i32 addrspace(3)* %p) {
entry:
  %a.ascast = addrspacecast i32 addrspace(3)* %p to i32*
  %b.ascast = addrspacecast i32 addrspace(3)* %p to i32*
  %gep1 = getelementptr inbounds i32, i32* %a.ascast, i64 8589934592  ;0x2000000000000000
  %gep2 = getelementptr inbounds i32, i32* %b.ascast, i64 17179869185 ;0x4000000000000001
  %tmp1 = load i32, i32* %gep1, align 8
  %tmp2 = load i32, i32* %gep2, align 8
  unreachable
}
