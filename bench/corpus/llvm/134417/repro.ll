; RUN: llc -verify-machineinstrs -O0 -mtriple=spirv-unknown-unknown %s -o - | FileCheck %s

%literal_8 = type target("spirv.Literal", 8)
%literal_false = type target("spirv.Literal", 0)

%uint8_t = type target("spirv.Type", %literal_8, %literal_false, 21, 1, 8)

define %uint8_t @foo() {
entry:
  ret %uint8_t undef
}
