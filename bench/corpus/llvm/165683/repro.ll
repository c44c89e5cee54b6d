; ModuleID = '<stdin>'
source_filename = "<stdin>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@global = constant { [8 x ptr] } { [8 x ptr] [ptr null, ptr null, ptr null, ptr null, ptr null, ptr @zot, ptr null, ptr null] }

define ptr @ham(ptr %arg) {
bb:
  %load = load ptr, ptr %arg, align 8
  %call = call ptr %load(ptr null, i64 0)
  ret ptr %call
}

declare void @zot()
