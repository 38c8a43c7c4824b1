struct MentionsWidgetConfiguration {}
