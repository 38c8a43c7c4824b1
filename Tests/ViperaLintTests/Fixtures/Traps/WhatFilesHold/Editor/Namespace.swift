public enum ComposeEditor {}
