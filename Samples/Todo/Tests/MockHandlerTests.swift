import Foundation
import XCTest
@testable import Todo

/// The generated mock's generic `value<T>(forKey:) -> T?`: the handler answers `Any?`, an answer
/// of the key's type is the result, `nil` is `nil`, and an answer of another type is a mistake in
/// the test that stops it, naming the method and both types.
final class MockHandlerTests: XCTestCase {
  private let count: UserDefaultsKey<Int> = "count"

  func testAnAnswerOfTheKeysTypeIsTheResult() {
    let mock = MockUserDefaultsService()
    mock.valueHandler = { _ in 3 }
    XCTAssertEqual(mock.value(forKey: count), 3)
    XCTAssertEqual(mock.valueCallCount, 1)
  }

  func testNilIsAnAnswer() {
    let mock = MockUserDefaultsService()
    mock.valueHandler = { _ in nil }
    XCTAssertNil(mock.value(forKey: count))
  }

  /// Stops the process: SampleCompilationTests runs it alone and reads the message.
  func testAnAnswerOfAnotherTypeStops() throws {
    guard ProcessInfo.processInfo.environment["REACTORGEN_EXPECT_FATAL_ERROR"] == "MockHandlerTests" else {
      throw XCTSkip("stops the process on purpose; SampleCompilationTests runs it alone")
    }
    let mock = MockUserDefaultsService()
    mock.valueHandler = { _ in "three" }
    _ = mock.value(forKey: count)
    XCTFail("a String answer for an Int key was not reported")
  }
}
