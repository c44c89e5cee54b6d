target triple = "x86_64-pc-windows-msvc"

$missing_leader = comdat any
@assoc = global i32 0, comdat($missing_leader)   ; member references the comdat; there is no @missing_leader leader
