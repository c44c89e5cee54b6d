; RUN: opt -S -globalopt < %s
@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @ctor, i8* null }]

define internal void @ctor() {
  %coerce = alloca { i64, i64 }, align 8
  store { i64, i64 } zeroinitializer, { i64, i64 }* %coerce, align 8
  ret void
}
