; bin/llc test.ll -o -
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i8 @main(i1 %tobool180.not.i150.i) {
entry:
  %spec.select = select i1 %tobool180.not.i150.i, i8 0, i8 1
  %conv673.i.1.i = xor i8 %spec.select, -1
  %0 = udiv i8 1, %conv673.i.1.i
  %1 = tail call i8 @llvm.ctpop.i8(i8 %0)
  ret i8 %1
}
