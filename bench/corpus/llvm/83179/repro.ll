target triple = "nvptx64-nvidia-cuda"

%"struct.BigInt" = type { %"struct.arr" }
%"struct.arr" = type { [2 x i128] }

define void @foo() {
entry:
  %call6 = call %"struct.BigInt" null(ptr null, i64 0)
  ret void
}
