transform.sequence failures(propagate) {
^bb0(%arg0: !pdl.operation):
  sequence %arg0 : !pdl.operation failures(propagate) {
  ^bb0(%arg1: !pdl.operation):  
  }  
}
 
