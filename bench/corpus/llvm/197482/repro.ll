target triple = "amdgcn-amd-amdhsa"

define <4 x i63> @bf_structured_39() {
entry:
  ret <4 x i63> zeroinitializer
}
