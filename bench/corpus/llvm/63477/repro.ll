define i32 @f() {
bb:
  %alloc = tail call align 4 dereferenceable_or_null(64) ptr @__rust_alloc(i64 64, i64 4)
  tail call void @__rust_dealloc(ptr %alloc, i64 64, i64 4)
  ret i32 6
}

; Function Attrs: nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable
declare noalias noundef ptr @__rust_alloc(i64 noundef, i64 allocalign noundef) local_unnamed_addr #0

; Function Attrs: nounwind nonlazybind allockind("free") uwtable
declare void @__rust_dealloc(ptr allocptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #1

attributes #0 = { nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable }
attributes #1 = { nounwind nonlazybind allockind("free") uwtable }
