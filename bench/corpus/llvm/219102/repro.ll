declare ptr @get()
declare void @escape(ptr)
declare i32 @__gxx_personality_v0(...)
define void @dont_sink_freeze_of_invoke_used_by_phi(i1 %c, ptr %other) personality ptr @__gxx_personality_v0 {
entry:
  %p = invoke ptr @get() to label %join unwind label %lpad
join:
  ; %p is used by this phi on the invoke's normal edge. freezeOtherUses
  ; places freeze after the phis, so it never dominates that use.
  %phi = phi ptr [ %p, %entry ], [ %other, %join ]
  %fr = freeze ptr %p
  br i1 %c, label %use, label %join
use:
  call void @escape(ptr %fr)
  call void @escape(ptr %phi)
  ret void
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  ret void
}
