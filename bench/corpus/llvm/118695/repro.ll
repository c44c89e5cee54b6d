%0 = type <{ double }>

@dvar = external global [2352637 x %0]

define void @Test() {
bb:
        %i9 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @dvar, i64 -152758), align 8
        store <2 x double> %i9, ptr null, align 8
        ret void
}
