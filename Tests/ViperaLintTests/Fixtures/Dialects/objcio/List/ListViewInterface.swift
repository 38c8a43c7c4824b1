protocol ListViewInterface: AnyObject {}
