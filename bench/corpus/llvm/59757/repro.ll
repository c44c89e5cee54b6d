@.str = private constant [13 x i8] c"an error: %d\00"

declare i32 @fprintf(i8*, ...)

define i32 @test1() {                 
  %call = call i32 (i8*, ...) @fprintf(i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0))
  ret i32 0
}
