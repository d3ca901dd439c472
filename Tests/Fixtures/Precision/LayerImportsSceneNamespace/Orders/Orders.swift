// A scene whose parts are nested in its namespace enum, one file each (`extension Orders { … }`). The
// namespace is no file's primary type: each file is judged by what it declares inside the extension.
import Foundation

enum Orders {}
