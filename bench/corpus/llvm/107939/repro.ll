define void @f(i8 %v, ptr %p, i32 %o) {
start:
    %p2 = getelementptr i8, ptr %p, i32 %o
    store atomic i8 %v, ptr %p2 monotonic, align 1
    ret void
}
