// A slip one feature's files repeat: the widget was renamed, its files were not.
struct MentionsWidgetProvider {}
