define void @foo(ptr noalias readonly align 16 %0, ptr noalias readonly align 16 %1) {
%3 = getelementptr half, ptr %0, i64 0
%4 = load <8 x half>, ptr %3, align 16
%5 = fpext <8 x half> %4 to <8 x float>
store <8 x float> %5, ptr %1, align 16
ret void
}

!nvvm.annotations = !{!0}

!0 = !{ptr @foo, !"kernel", i32 1}
