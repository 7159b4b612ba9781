import RxsScript
import RxsSession
import RxsRunner

/// The version `rxs --version`, the man page and `rxs new` state: the one place it is written
/// (a release tags the commit that changes it; CHANGELOG.md says what changed).
package enum RxsVersion {
    package static let number = "0.3.0"
}

/// The Swift compiler that built rxs. `#if compiler` can only compare, so releases are tried
/// newest first; one newer than the list shows as the newest listed with a `+`.
enum CompilerVersion {
    static var text: String {
        #if compiler(>=6.5)
            return "6.5+"
        #elseif compiler(>=6.4.2)
            return "6.4.2+"
        #elseif compiler(>=6.4.1)
            return "6.4.1"
        #elseif compiler(>=6.4)
            return "6.4"
        #elseif compiler(>=6.3.3)
            return "6.3.3+"
        #elseif compiler(>=6.3.2)
            return "6.3.2"
        #elseif compiler(>=6.3.1)
            return "6.3.1"
        #elseif compiler(>=6.3)
            return "6.3"
        #elseif compiler(>=6.2.4)
            return "6.2.4+"
        #elseif compiler(>=6.2.3)
            return "6.2.3"
        #elseif compiler(>=6.2.2)
            return "6.2.2"
        #elseif compiler(>=6.2.1)
            return "6.2.1"
        #elseif compiler(>=6.2)
            return "6.2"
        #elseif compiler(>=6.1.3)
            return "6.1.3+"
        #elseif compiler(>=6.1.2)
            return "6.1.2"
        #elseif compiler(>=6.1.1)
            return "6.1.1"
        #elseif compiler(>=6.1)
            return "6.1"
        #elseif compiler(>=6.0.3)
            return "6.0.3+"
        #elseif compiler(>=6.0.2)
            return "6.0.2"
        #elseif compiler(>=6.0.1)
            return "6.0.1"
        #else
            return "6.0"
        #endif
    }
}
