target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define <16 x i8> @do_stuff(<16 x i8> %0, <16 x i8> %1, <16 x i1> %cmp.i.i) {
entry:
  %zext.i.i = zext <16 x i1> %cmp.i.i to <16 x i8>
  %sel = select <16 x i1> %cmp.i.i, <16 x i8> %0, <16 x i8> %1
  %add.i = add <16 x i8> %sel, %zext.i.i
  ret <16 x i8> %add.i
}

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }
