define void @test(label %0) {
1:
    ret void
}
