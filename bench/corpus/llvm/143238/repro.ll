; bin/llc test.ll -o -
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define <16 x i8> @main(<16 x i8> %0) {
entry:
  %1 = sdiv <16 x i8> %0, <i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15, i8 16, i8 17>
  %.mask = and <16 x i8> %1, splat (i8 1)
  ret <16 x i8> %.mask
}
