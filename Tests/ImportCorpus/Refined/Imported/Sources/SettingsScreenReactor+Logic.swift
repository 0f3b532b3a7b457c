// Created by reactorgen from SettingsScreenReactor.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write SettingsScreenReactor's logic here. When the spec adds a hook, the compiler asks for it.

import RxSwift

extension SettingsScreenReactor {
  // MARK: Mutate

  func mutateOpenAbout() -> Observable<Mutation> {
    route(to: "about")
    delegate?.settingsScreenDidOpen("about")
    return .empty()
  }
}
