/// The publishers this module's operators return, each named as Apple's are.
public enum Publishers {}
