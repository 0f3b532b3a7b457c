// Created by reactorgen from EdgeCases.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Implement EmptyService here; its interface EmptyServiceType is generated from the spec.

import Foundation

final class EmptyService: BaseService, EmptyServiceType {
}
