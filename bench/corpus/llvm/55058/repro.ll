; RUN: llc -mtriple aarch64-unknown-windows-msvc -filetype asm -o - %s

declare i8** @llvm.swift.async.context.addr()

define hidden void @f(i8* %0) nounwind {
entry:
  %1 = tail call i8** @llvm.swift.async.context.addr()
  store i8* %0, i8** %1, align 8
  ret void
}
