; bin/opt test.ll
@vm_exec_core.insns_address_table = internal constant [2 x ptr] [ptr blockaddress(@vm_exec_core, %2), ptr blockaddress(@vm_exec_core, %.lr.ph.i2526)], align 16

define void @vm_exec_core() {
entry:
  br label %.lr.ph.i2526

.lr.ph.i2526:
  br label %2

2:
  ret void
}
