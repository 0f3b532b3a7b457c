// Created by reactorgen from EdgeCases.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Implement EmptyUseCase here; its interface EmptyUseCaseProtocol is generated from the spec.

import Foundation

final class EmptyUseCase: EmptyUseCaseProtocol {
}
