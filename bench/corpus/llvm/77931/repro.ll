target triple = "amdgcn-amd-amdhsa"

declare fastcc void @bar()

define fastcc i32 @foo() #0 {
  fence acquire
  call fastcc void @bar()
  br label %1

1:
  br label %1
}

attributes #0 = { "target-cpu"="gfx1030" }
