; RUN: llc -mtriple=i386-linux-generic -mattr=sse < %s

define bfloat @load_bfloat(ptr %fptr) {
  %v = load bfloat, ptr %fptr, align 2
  ret bfloat %v
}

