#if Import
  import SwiftSyntax
  import ReactorGenSwift
  import _ReactorGenCore

  /// Reads hand-written services (RxTodo's pattern) for `reactorgen-import --services`: the
  /// protocols a `protocol ServiceProviderType` exposes (`var taskService: TaskServiceType { get }`),
  /// their method requirements, and the events broadcast on `var event: PublishSubject<TaskEvent>`.
  struct ServiceReader {
    var files: [SwiftFile]

    struct ImportedService {
      var name: String
      var protocolName: String
      var classBound: Bool
      var methods: [String]
      var events: [ImportedReactor.EnumCase]
      /// Whether the implementation is made with `init(provider:)`.
      var takesProvider: Bool
      /// The class the app's provider makes the service from, when it is not named like the
      /// service (`lazy var storageService: StorageServiceType = UserDefaultsService(provider: self)`).
      var implementationName: String? = nil
    }

    struct Reading {
      var services: [ImportedService] = []
      /// Comments on the declarations the spec replaces: YAML comments at its top.
      var comments: [String] = []
      var ledger: [LedgerEntry] = []
      var problems: [LedgerEntry] = []
    }

    func read() -> Reading {
      var reading = Reading()
      guard let (providerFile, provider) = declaration(ProtocolDeclSyntax.self, named: "ServiceProviderType") else {
        return reading
      }
      readGeneratedDeclarations(provider, in: providerFile, into: &reading)
      let madeClasses = madeClasses()
      for member in provider.memberBlock.members {
        guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
          let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let typeText = binding.typeAnnotation?.type.trimmedDescription
        else {
          reading.problems.append(providerFile.entry(member, .problem, "ServiceProviderType holds something other than a service property"))
          continue
        }
        let protocolName = typeText.hasPrefix("any ") ? String(typeText.dropFirst(4)) : typeText
        let name = upperFirst(property)
        guard let (file, proto) = declaration(ProtocolDeclSyntax.self, named: protocolName) else {
          reading.problems.append(providerFile.entry(member, .problem, "the protocol '\(protocolName)' of '\(property)' is not among the files read"))
          continue
        }
        var service = ImportedService(name: name, protocolName: protocolName, classBound: false, methods: [], events: [], takesProvider: true)
        // The class the app's provider makes, which stays the implementation: never swapped for
        // a stub of the service's name.
        let implementationName = madeClasses[property] ?? name
        if implementationName != name { service.implementationName = implementationName }
        for inherited in proto.inheritanceClause?.inheritedTypes ?? [] {
          if ["AnyObject", "class"].contains(inherited.type.trimmedDescription) {
            service.classBound = true
          } else {
            reading.problems.append(
              file.entry(
                inherited, .problem, "'\(protocolName)' inherits '\(inherited.type.trimmedDescription)'; a service protocol may only be class-bound"))
          }
        }
        for requirement in proto.memberBlock.members {
          if let function = requirement.decl.as(FunctionDeclSyntax.self) {
            // One line, as a spec writes a signature.
            service.methods.append(
              function.trimmed.tokens(viewMode: .sourceAccurate).map { $0.text }.reduce(into: "") { text, token in
                let tight =
                  text.isEmpty || text.hasSuffix("(") || text.hasSuffix("<") || text.hasSuffix("[") || text.hasSuffix("@") || text.hasSuffix(".")
                  || [")", ",", ":", ">", "]", "(", "<", "[", "?", "!", "."].contains(token)
                text += (tight ? "" : " ") + token
              })
            reading.ledger.append(file.entry(requirement, .spec, "services: \(name), method \(function.name.text)"))
          } else if let variable = requirement.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
            binding.pattern.trimmedDescription == "event", let type = binding.typeAnnotation?.type.trimmedDescription,
            case .named(let components) = TypeRef(parsing: type), components.count == 1, components[0].name == "PublishSubject",
            components[0].arguments.count == 1
          {
            let eventType = components[0].arguments[0].text
            guard readEvents(eventType, of: &service, declaredAt: requirement, in: file, into: &reading) else { continue }
            reading.ledger.append(file.entry(requirement, .spec, "services: \(name), events"))
          } else {
            reading.problems.append(
              file.entry(
                requirement, .problem,
                "'\(protocolName)' requires '\(requirement.decl.trimmedDescription)', which a spec's service cannot say (methods and an event subject only)"
              ))
          }
        }
        reading.ledger.append(
          file.entry(proto, .generated, "protocol \(protocolName) is generated from the services spec: delete it once you have reviewed the import"))
        reading.comments += SwiftFile.comments(in: proto.leadingTrivia)
        readImplementation(of: &service, named: implementationName, into: &reading)
        reading.services.append(service)
      }
      return reading
    }

    /// The provider protocol, its class, `BaseService` and the imports of the files that declared
    /// only what the spec replaces: all generated from the spec now.
    private func readGeneratedDeclarations(_ provider: ProtocolDeclSyntax, in providerFile: SwiftFile, into reading: inout Reading) {
      reading.ledger.append(
        providerFile.entry(
          provider, .generated, "ServiceProviderType is generated from the services spec: delete it once you have reviewed the import")
      )
      reading.comments += SwiftFile.comments(in: provider.leadingTrivia)
      for (name, what) in [
        (
          "ServiceProvider",
          "ServiceProvider is generated from the services spec (it makes each service with init(provider:), or init() with 'baseService: false')"
        ), ("BaseService", "BaseService is generated from the services spec"),
      ] {
        if let (file, decl) = declaration(ClassDeclSyntax.self, named: name) {
          reading.ledger.append(file.entry(decl, .generated, what + ": delete it once you have reviewed the import"))
          reading.comments += SwiftFile.comments(in: decl.leadingTrivia)
        }
      }
      // The imports of the files that declared only what the spec replaces.
      for file in files where file.tree.statements.allSatisfy(Self.isReplacedBySpec) {
        for statement in file.tree.statements where statement.item.is(ImportDeclSyntax.self) {
          reading.ledger.append(file.entry(statement, .generated, "imported by the generated files"))
        }
      }
    }

    /// The events of a service, from the enum its `event` subject carries.
    private func readEvents(
      _ eventType: String, of service: inout ImportedService, declaredAt requirement: MemberBlockItemSyntax, in file: SwiftFile,
      into reading: inout Reading
    ) -> Bool {
      let name = service.name
      let expected = (name.hasSuffix("Service") ? String(name.dropLast("Service".count)) : name) + "Event"
      guard eventType == expected else {
        reading.problems.append(
          file.entry(
            requirement, .problem, "the events of \(name) are '\(eventType)'; reactorgen names them '\(expected)' (rename the enum first)"))
        return false
      }
      guard let (eventFile, eventEnum) = declaration(EnumDeclSyntax.self, named: eventType) else {
        reading.problems.append(file.entry(requirement, .problem, "the enum '\(eventType)' is not among the files read"))
        return false
      }
      for member in eventEnum.memberBlock.members {
        guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else {
          reading.problems.append(
            eventFile.entry(member, .problem, "'\(eventType)' declares more than cases; the generated event enum has only cases"))
          continue
        }
        for element in caseDecl.elements {
          let values = (element.parameterClause?.parameters ?? []).map { parameter in
            (label: parameter.firstName.map { $0.text == "_" ? nil : $0.text } ?? nil, type: parameter.type.trimmedDescription)
          }
          service.events.append(.init(name: element.name.text, values: values, location: eventFile.spot(element)))
        }
      }
      reading.ledger.append(
        eventFile.entry(
          eventEnum, .generated,
          "enum \(eventType) is generated from the services spec (events of \(name)): delete it once you have reviewed the import"))
      reading.comments += SwiftFile.comments(in: eventEnum.leadingTrivia)
      return true
    }

    /// The implementation stays the user's; reactorgen's provider makes it with init(provider:)
    /// (BaseService) or init() (`baseService: false`).
    private func readImplementation(of service: inout ImportedService, named implementationName: String, into reading: inout Reading) {
      if let (implementationFile, implementation) = declaration(ClassDeclSyntax.self, named: implementationName) {
        let inits = implementation.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        let labels = inits.map { $0.signature.parameterClause.parameters.map(\.firstName.text) }
        let subclassesBaseService =
          implementation.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "BaseService" } ?? false
        service.takesProvider = subclassesBaseService || !(labels.isEmpty || labels.contains([]))
        if subclassesBaseService, let (baseFile, base) = declaration(ClassDeclSyntax.self, named: "BaseService") {
          reading.ledger.append(
            baseFile.entry(base, .generated, "BaseService is generated from the services spec: delete it once you have reviewed the import"))
        }
        if service.takesProvider && !subclassesBaseService && !labels.contains(["provider"]) {
          reading.problems.append(
            implementationFile.entry(
              implementation.name, .problem,
              "reactorgen's provider makes \(implementationName) with init(provider:) (a BaseService) or init(); give \(implementationName) one of them"
            ))
        }
      }
    }

    /// The class the app's `ServiceProvider` makes each service property from, where its value is
    /// a call of a type's initialiser (`UserDefaultsService(provider: self)`), by property.
    private func madeClasses() -> [String: String] {
      guard let (_, provider) = declaration(ClassDeclSyntax.self, named: "ServiceProvider") else { return [:] }
      var made: [String: String] = [:]
      for member in provider.memberBlock.members {
        guard let binding = member.decl.as(VariableDeclSyntax.self)?.bindings.first,
          let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
          let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { continue }
        made[property] = type
      }
      return made
    }

    /// Whether a top-level statement is one the services spec replaces (or an import).
    static func isReplacedBySpec(_ statement: CodeBlockItemSyntax) -> Bool {
      if statement.item.is(ImportDeclSyntax.self) { return true }
      let name: String? =
        statement.item.as(ProtocolDeclSyntax.self)?.name.text ?? statement.item.as(ClassDeclSyntax.self)?.name.text
        ?? statement.item.as(EnumDeclSyntax.self)?.name.text
      guard let name else { return false }
      return ["ServiceProviderType", "ServiceProvider", "BaseService"].contains(name) || name.hasSuffix("Event") || name.hasSuffix("Type")
    }

    /// The spec declaring the services, module-wide settings as given, written by the core's
    /// encoder; `unreadable` gets each method whose declaration the spec cannot say.
    static func spec(
      _ services: [ImportedService], comments: [String] = [], module: String?, isPublic: Bool, imports: [String], unreadable: inout [String]
    ) -> String {
      let here = ReactorGenSwift.SourceLocation(file: Importer.servicesSpecName, line: 1, column: 1)
      let values = services.map { service in
        ServiceSpec(
          service: service.name, protocolName: service.protocolName != service.name + "Type" ? service.protocolName : nil,
          implementationName: service.implementationName,
          classBound: service.classBound, inheritsBaseService: service.takesProvider,
          events: service.events.map { SpecWriter.enumCase($0, at: here) },
          methods: service.methods.compactMap { declaration in
            guard let method = MethodSpec(declaration: declaration, at: here) else {
              unreadable.append("\(service.name): \(declaration)")
              return nil
            }
            return method
          }, at: here)
      }
      return SpecEncoder.encode(
        Spec(
          file: Importer.servicesSpecName, module: module, imports: imports, access: isPublic ? .public : nil, observableState: nil, services: values),
        header: ["Imported by reactorgen-import: the services the reactors reach through their provider."],
        comments: SpecEncoder.Comments(file: comments))
    }

    private func declaration<Decl: DeclSyntaxProtocol>(_ kind: Decl.Type, named name: String) -> (SwiftFile, Decl)? {
      for file in files {
        for statement in file.tree.statements {
          guard let decl = statement.item.as(kind) else { continue }
          let declName = (decl as? ProtocolDeclSyntax)?.name.text ?? (decl as? EnumDeclSyntax)?.name.text ?? (decl as? ClassDeclSyntax)?.name.text
          if declName == name { return (file, decl) }
        }
      }
      return nil
    }
  }
#endif
