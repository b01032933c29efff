import Testing

@testable import Studio
