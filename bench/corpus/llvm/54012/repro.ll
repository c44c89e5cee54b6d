target triple = "wasm32-unknown-unknown"

@c = private constant i8* null

define i8* @test() {
  %v = load i8*, i8** getelementptr (i8*, i8** @c, i32 -1), align 4
  ret i8* %v
}
