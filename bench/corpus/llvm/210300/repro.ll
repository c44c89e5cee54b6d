; RUN: llc -mtriple=i686-pc-windows-msvc -relocation-model=pic < %s
@fnptr = external global ptr

define void @test() {
  %p = load ptr, ptr @fnptr
  tail call void %p()
  ret void
}
