define void @phi_broken(ptr %dst) #0 {
bb:
br label %bb19
bb19:
%i20 = phi <1 x bfloat> [ zeroinitializer, %bb ]
%i25 = shufflevector <1 x bfloat> poison, <1 x bfloat> %i20, <2 x i32> <i32 0, i32 1>
store <2 x bfloat> %i25, ptr %dst
ret void
}
attributes #0 = { noinline optnone }
