target triple = "amdgcn-amd-amdhsa"

define internal i32 @foo() {
  ret i32 0
}
