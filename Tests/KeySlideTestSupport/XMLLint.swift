import Foundation

/// Well-formedness checks with libxml2's `xmllint` (package libxml2-utils, installed by
/// `make test`).
public enum XMLLint {
    /// Where Debian puts it.
    public static let path = "/usr/bin/xmllint"

    /// Throws with xmllint's own complaint unless `xml` is well-formed; throws too when xmllint
    /// is missing, so a test that calls this fails rather than passing unchecked.
    public static func check(_ xml: String) throws {
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw ExternalTool.Failure("xmllint not found at \(path); run `make test` (it installs libxml2-utils)")
        }
        try ExternalTool.withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("document.xml")
            try Data(xml.utf8).write(to: file)
            let result = try ExternalTool.run(path, ["--noout", file.path], in: directory, timeout: 60)
            guard result.status == 0 else {
                throw ExternalTool.Failure(
                    "xmllint rejected the document (exit \(result.status)): \(result.standardError.prefix(2000))")
            }
        }
    }
}
