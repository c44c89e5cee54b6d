source_filename = "operandbundle.ll"

define internal void @f(i32 %arg) {
entry:
  call void @g() [ "foo"(i32 %arg) ]
  ret void
}

declare void @g()
