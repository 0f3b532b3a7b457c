import XCTest

@testable import ReactorGenCore

final class SwiftSourceTests: XCTestCase {
  func testParseCase() throws {
    let parsed = try SwiftSource.parseCase("moveTask(_ source: IndexPath, IndexPath, to: [String: Int])")
    XCTAssertEqual(parsed.name, "moveTask")
    XCTAssertEqual(parsed.values.map(\.label), [nil, nil, "to"])
    XCTAssertEqual(parsed.values.map(\.name), ["source", nil, nil])
    XCTAssertEqual(parsed.values.map(\.type), ["IndexPath", "IndexPath", "[String: Int]"])
  }

  func testParseFunction() throws {
    let parts = try SwiftSource.parseFunction("@discardableResult func show<Action: AlertActionType>(title: String?, _ actions: [Action]) throws -> Observable<Action>")
    XCTAssertTrue(parts.discardableResult)
    XCTAssertEqual(parts.name, "show")
    XCTAssertEqual(parts.genericParameters, "Action: AlertActionType")
    XCTAssertEqual(parts.parameters.map(\.label), [nil, "_"])
    XCTAssertEqual(parts.parameters.map(\.type), ["String?", "[Action]"])
    XCTAssertTrue(parts.isThrowing)
    XCTAssertEqual(parts.returnType, "Observable<Action>")
  }

  func testParseFunctionWithClosureParameterAndTupleReturn() throws {
    let parts = try SwiftSource.parseFunction("func load(completion: @escaping (Int) -> Void) -> Observable<(a: Int, b: String?)>")
    XCTAssertEqual(parts.parameters.map(\.type), ["@escaping (Int) -> Void"])
    XCTAssertEqual(parts.returnType, "Observable<(a: Int, b: String?)>")
  }

  func testParseField() throws {
    XCTAssertEqual(try SwiftSource.parseField("Bool = false").type, "Bool")
    let pulse = try SwiftSource.parseField("@Pulse String? = nil")
    XCTAssertTrue(pulse.isPulse)
    XCTAssertEqual(pulse.type, "String?")
    XCTAssertEqual(pulse.defaultValue, "nil")
    let sections = try SwiftSource.parseField("[Section] = [Section(model: Void(), items: [])]")
    XCTAssertEqual(sections.defaultValue, "[Section(model: Void(), items: [])]")
  }

  func testNames() {
    XCTAssertEqual(SwiftSource.variableName(for: "IndexPath"), "indexPath")
    XCTAssertEqual(SwiftSource.variableName(for: "[Task]"), "tasks")
    XCTAssertEqual(SwiftSource.variableName(for: "TaskListSection.Item"), "item")
    XCTAssertEqual(SwiftSource.variableName(for: "URL?"), "url")
    XCTAssertEqual(SwiftSource.lowerCamel("URLSession"), "urlSession")
    XCTAssertEqual(Naming.eventType("TaskService"), "TaskEvent")
    let values = [AssociatedValue(label: nil, name: nil, type: "IndexPath", location: SourceLocation(file: "", line: 1, column: 1))]
    XCTAssertEqual(Naming.valueNames(values + values), ["indexPath1", "indexPath2"])
    let string = [AssociatedValue(label: nil, name: nil, type: "String?", location: SourceLocation(file: "", line: 1, column: 1))]
    XCTAssertEqual(Naming.valueNames(string, caseName: "updateQuery"), ["query"])
    let flag = [AssociatedValue(label: nil, name: nil, type: "Bool", location: SourceLocation(file: "", line: 1, column: 1))]
    XCTAssertEqual(Naming.valueNames(flag, caseName: "setLoading"), ["isLoading"])
  }

  func testNormalizedTypes() {
    XCTAssertEqual(SwiftSource.normalizedType("Optional<Array<Int>>"), "[Int]?")
    XCTAssertEqual(SwiftSource.normalizedType("[ String : Int ]"), "[String:Int]")
  }
}
