%struct.8float = type <{ <2 x i8> }>

declare i32 @callee(%struct.8float %a)

define i32 @test(%struct.8float %data) {
  %1 = call i32 @callee(%struct.8float %data)
  ret i32 %1
}
