%word = type i64
%oop = type ptr
declare ptr @llvm.sponentry()

define %oop @m__start.code() {
	%r3 = call ptr @llvm.sponentry()
	ret %oop %r3
}
