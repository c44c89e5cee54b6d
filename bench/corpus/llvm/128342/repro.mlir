module
{

}
