// Created by reactorgen from EdgeCases.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Implement TagRepository here; its interface TagRepositoryProtocol is generated from the spec.

import Foundation
import RxSwift

final class TagRepository: TagRepositoryProtocol {
  func create(_ entity: Tag) -> Observable<Void> {
    // TODO: Implement TagRepository.create.
    return .empty()
  }

  func read(name: String) -> Observable<Tag?> {
    // TODO: Implement TagRepository.read.
    return .empty()
  }

  func readAll() -> Observable<[Tag]> {
    // TODO: Implement TagRepository.readAll.
    return .empty()
  }

  func update(_ entity: Tag) -> Observable<Void> {
    // TODO: Implement TagRepository.update.
    return .empty()
  }

  func delete(name: String) -> Observable<Void> {
    // TODO: Implement TagRepository.delete.
    return .empty()
  }

  func tags(startingWith prefix: String) -> Observable<[Tag]> {
    // TODO: Implement TagRepository.tags.
    return .empty()
  }

  func pinned() -> Observable<[Tag]> {
    // TODO: Implement TagRepository.pinned.
    return .empty()
  }

  func tags(passing test: @escaping (Tag) -> Bool) -> Observable<[Tag]> {
    // TODO: Implement TagRepository.tags.
    return .empty()
  }
}
