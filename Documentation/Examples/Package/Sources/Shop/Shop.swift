public enum Shop {}
