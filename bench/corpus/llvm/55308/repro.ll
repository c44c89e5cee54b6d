define void @test(i8 addrspace(1)* %arg, i8 addrspace(1)* %arg1, i32 %arg2) #0 gc "statepoint-example" personality i32* ()* @zot{
bb:
  %tmp = freeze i8 addrspace(1)* undef
  %tmp3 = getelementptr inbounds i8, i8 addrspace(1)* %tmp, i64 16
  %tmp4 = bitcast i8 addrspace(1)* %tmp3 to i32 addrspace(1)*
  call void @wibble() #3 [ "deopt"() ]
  %tmp5 = getelementptr inbounds i32, i32 addrspace(1)* %tmp4, i64 undef
  ret void
}

declare i32* @zot()

declare void @wibble()

