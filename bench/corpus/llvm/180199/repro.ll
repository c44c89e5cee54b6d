@mat = global [24 x [24 x i32]] zeroinitializer

define [24 x [24 x i32]] @init([24 x [24 x i32]] %.0) {
    ret [24 x [24 x i32]] %.0
}

define void @main() {
entry:
    %.1 = load [24 x [24 x i32]], ptr @mat
    %.2 = call [24 x [24 x i32]] @init([24 x [24 x i32]] %.1)
    store [24 x [24 x i32]] %.2, ptr @mat
    ret void 
}
