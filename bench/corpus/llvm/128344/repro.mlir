module {

}
