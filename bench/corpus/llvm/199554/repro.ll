target triple = "amdgcn-amd-amdhsa"

define void @f(<286 x i1> %vloop.seed0, ptr %addr) {
  br label %h2
h2:
  %vloop0 = phi <286 x i1> [%vloop.seed0, %0], [%vloop.next0, %lt3]
  indirectbr ptr %addr, [label %ib5, label %ib6]
ib5:
  call void asm sideeffect "", ""()
  br label %lt3
ib6:
  br label %h8
h8:
  %iv5 = phi i32 [0, %ib6], [%ivn5, %h8]
  %vloop4 = phi <286 x i1> [%vloop0, %ib6], [%vloop.next4, %h8]
  %depout7 = xor <286 x i1> %vloop4, %vloop0
  %ivn5 = add i32 %iv5, 1
  %vloop.shuf4 = shufflevector <286 x i1> %vloop4, <286 x i1> %depout7, <286 x i32> splat (i32 286)
  %vloop.next4 = xor <286 x i1> %vloop.shuf4, %vloop4
  %dn5 = icmp uge i32 %ivn5, 2
  br i1 %dn5, label %lt3, label %h8
lt3:
  %vloop.shuf0 = shufflevector <286 x i1> %vloop0, <286 x i1> poison, <286 x i32> zeroinitializer
  %vloop.next0 = xor <286 x i1> %vloop.shuf0, %vloop0
  br label %h2
}
