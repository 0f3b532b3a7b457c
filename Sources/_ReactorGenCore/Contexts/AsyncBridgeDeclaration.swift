import ReactorGenSwift

/// `enum AsyncBridge`, the same in every module whose reactors have an `async` hook.
enum AsyncBridgeDeclaration {
  static var declaration: SwiftTypeDeclaration {
    SwiftTypeDeclaration(
      documentation: [
        "Runs an `async` hook for ReactorKit, which expects `mutate(action:)` to return an",
        "`Observable<Mutation>`. Framework names are qualified: a spec may name its own types `Task`,",
        "`Disposables` or `MainScheduler`.",
      ],
      kind: .enum, name: "AsyncBridge", members: [mutations, run])
  }

  private static let mutation = TypeRef.named("Mutation")
  private static let task = TypeRef.qualified("_Concurrency", "Task")
  private static let void = TypeRef.named("Void")

  /// `() async throws -> [Mutation]`: a hook's work.
  private static var work: TypeRef {
    .attributed(.escaping, .function(parameters: [], isAsync: true, isThrowing: true, result: .array(mutation)))
  }

  /// `@escaping (T) -> Void`.
  private static func callback(_ parameters: TypeRef...) -> TypeRef {
    .attributed(.escaping, .function(parameters: parameters, isAsync: false, isThrowing: false, result: void))
  }

  /// `{ observer.onNext($0) }`.
  private static func forward(_ member: String, _ arguments: SwiftArgument...) -> SwiftExpr {
    .closure(SwiftClosure(body: [.expression(.call(.path("observer", member), arguments))]))
  }

  private static var mutations: [SwiftDeclaration] {
    let observable = TypeRef.named([.init(name: "RxSwift", arguments: []), .init(name: "Observable", arguments: [mutation])])
    let started = SwiftExpr.call(
      .name("run"),
      [
        SwiftArgument(.name("work")), SwiftArgument("onNext", forward("onNext", SwiftArgument(.name("$0")))),
        SwiftArgument("onError", forward("onError", SwiftArgument(.name("$0")))), SwiftArgument("onCompleted", forward("onCompleted")),
      ])
    let disposable = SwiftExpr.call(
      .member(.type(.qualified("RxSwift", "Disposables")), "create"), [],
      trailing: SwiftClosure(body: [.expression(.call(.path("task", "cancel"), []))]))
    let created = SwiftExpr.call(
      .member(.type(observable), "create"), [], trailing: SwiftClosure(parameters: ["observer"], body: [.let("task", started), .return(disposable)]))
    return [
      .documentation("The hook's work as an observable: a task starts when it is subscribed and is cancelled when"),
      .documentation("the subscription is disposed (`take(until:)`, or a new run that restarts it). The reactor"),
      .documentation("cannot go away meanwhile: the running hook holds it. Its mutations and its error arrive on"),
      .documentation("the main thread, where ReactorKit expects them."),
      .function(
        SwiftFunction(
          isStatic: true, name: "mutations", genericParameters: "Mutation", parameters: [SwiftParameter(label: "_", name: "work", type: work)],
          result: observable,
          body: [
            .expression(
              .chain(created, [SwiftChainLink("observe", [SwiftArgument("on", .member(.type(.qualified("RxSwift", "MainScheduler")), "instance"))])]))
          ])),
    ]
  }

  private static var run: [SwiftDeclaration] {
    let isCancelled = SwiftCondition.holds(.prefix(.not, .member(.type(task), "isCancelled")))
    let unsafe = { (name: String, value: SwiftExpr) in
      SwiftStatement.local(SwiftVariable(isNonisolatedUnsafe: true, isLet: true, name: name, value: value))
    }
    return [
      .documentation("Starts `work` in a task and reports its outcome, unless the task was cancelled first: a"),
      .documentation("cancelled task reports nothing. The part of the bridge that needs no Rx, for tests."),
      .function(
        SwiftFunction(
          isStatic: true, name: "run", genericParameters: "Mutation",
          parameters: [
            SwiftParameter(label: "_", name: "work", type: work), SwiftParameter(name: "onNext", type: callback(mutation)),
            SwiftParameter(name: "onError", type: callback(.qualified("Swift", "Error"))), SwiftParameter(name: "onCompleted", type: callback()),
          ],
          result: .named([.init(name: "_Concurrency", arguments: []), .init(name: "Task", arguments: [void, .named("Never")])]),
          body: [
            .comment("The task is the only user of `work` and the callbacks from here on; RxSwift's observer"),
            .comment("is not Sendable, so Swift cannot see that by itself."),
            unsafe("work", .name("work")),
            unsafe(
              "callbacks",
              .tuple([
                SwiftArgument("onNext", .name("onNext")), SwiftArgument("onError", .name("onError")),
                SwiftArgument("onCompleted", .name("onCompleted")),
              ])),
            .return(
              .call(
                .type(task), [],
                trailing: SwiftClosure(body: [
                  .do(
                    [
                      .let("mutations", .effects(isTry: true, isAwait: true, .call(.name("work"), []))),
                      .guard(isCancelled, else: [.return(nil)]),
                      .expression(.call(.path("mutations", "forEach"), [SwiftArgument(.path("callbacks", "onNext"))])),
                      .expression(.call(.path("callbacks", "onCompleted"), [])),
                    ],
                    catch: [
                      .guard(isCancelled, else: [.return(nil)]),
                      .expression(.call(.path("callbacks", "onError"), [SwiftArgument(.name("error"))])),
                    ])
                ]))),
          ],
          wrapsParameters: true)),
    ]
  }
}
