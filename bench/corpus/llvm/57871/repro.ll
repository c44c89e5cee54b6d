define void @foo() gc "statepoint_example" personality ptr @P {
entry:
    br i1 true, label %label_1, label %label_2

label_1:
    ret void

label_2:
    %a = call noundef i32 @llvm.experimental.gc.result.i32(token poison)
    unreachable
}   

declare i32 @llvm.experimental.gc.result.i32(token)

declare ptr @P()
