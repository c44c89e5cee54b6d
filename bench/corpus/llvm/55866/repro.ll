target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-grtev4-linux-gnu"

define i56 @foo(ptr %ptr) {
  %vec = load <4 x i8>, ptr %ptr, align 1
  %extvec = zext <4 x i8> %vec to <4 x i56>
  %ret = call i56 @llvm.vector.reduce.or.v4i56(<4 x i56> %extvec)
  ret i56 %ret
}

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i56 @llvm.vector.reduce.or.v4i56(<4 x i56>) #0

attributes #0 = { nocallback nofree nosync nounwind readnone willreturn }
