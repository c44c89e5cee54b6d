define void @f(fp128) {
    ret void
}
