module {  
    transform.sequence failures(propagate) {
    ^bb0(%arg0: !pdl.operation):
      alternatives %arg0 : !pdl.operation {
      ^bb0(%arg1: !pdl.operation):
      }
    } 
}
