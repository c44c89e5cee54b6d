define void @foo(ptr writeonly captures(none) initializes((0, 4)) %P) #0 {
bb:
  %p.promoted2 = load ptr, ptr %P, align 8
  br label %bb1

bb1:                                              ; preds = %bb1.backedge, %bb
  %p.ph = phi ptr [ %P, %bb ], [ %p.promoted2, %bb1.backedge ]
  br label %bb1.backedge

bb1.backedge:                                     ; preds = %bb1, %merge
  br label %bb1

merge:                                            ; No predecessors!
  store ptr %p.ph, ptr %P, align 8
  br label %bb1.backedge
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) }

