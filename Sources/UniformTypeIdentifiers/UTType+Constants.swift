/// The common system types, as UniformTypeIdentifiers declares them: identifier, preferred
/// extension and MIME type, direct supertypes.
extension UTType {
    public static let item = UTType(known: "public.item", parents: [])
    public static let content = UTType(known: "public.content", parents: [])
    public static let data = UTType(known: "public.data", parents: ["public.item"])
    public static let directory = UTType(known: "public.directory", parents: ["public.item"])
    public static let folder = UTType(known: "public.folder", parents: ["public.directory"])
    public static let url = UTType(known: "public.url", parents: ["public.data"])
    public static let fileURL = UTType(known: "public.file-url", parents: ["public.url"])
    public static let text = UTType(known: "public.text", parents: ["public.data", "public.content"])
    public static let plainText = UTType(known: "public.plain-text", extension: "txt", mime: "text/plain", parents: ["public.text"])
    public static let utf8PlainText = UTType(known: "public.utf8-plain-text", parents: ["public.plain-text"])
    public static let rtf = UTType(known: "public.rtf", extension: "rtf", mime: "text/rtf", parents: ["public.text"])
    public static let html = UTType(known: "public.html", extension: "html", mime: "text/html", parents: ["public.text"])
    public static let xml = UTType(known: "public.xml", extension: "xml", mime: "application/xml", parents: ["public.text"])
    public static let json = UTType(known: "public.json", extension: "json", mime: "application/json", parents: ["public.text"])
    public static let commaSeparatedText = UTType(known: "public.comma-separated-values-text", extension: "csv",
                                                  mime: "text/csv", parents: ["public.text"])
    public static let sourceCode = UTType(known: "public.source-code", parents: ["public.plain-text"])
    public static let swiftSource = UTType(known: "public.swift-source", extension: "swift", parents: ["public.source-code"])
    public static let vCard = UTType(known: "public.vcard", extension: "vcf", mime: "text/vcard", parents: ["public.text"])
    public static let image = UTType(known: "public.image", parents: ["public.data", "public.content"])
    public static let jpeg = UTType(known: "public.jpeg", extension: "jpeg", mime: "image/jpeg", parents: ["public.image"])
    public static let png = UTType(known: "public.png", extension: "png", mime: "image/png", parents: ["public.image"])
    public static let gif = UTType(known: "com.compuserve.gif", extension: "gif", mime: "image/gif", parents: ["public.image"])
    public static let heic = UTType(known: "public.heic", extension: "heic", mime: "image/heic", parents: ["public.image"])
    public static let pdf = UTType(known: "com.adobe.pdf", extension: "pdf", mime: "application/pdf",
                                   parents: ["public.data", "public.content"])
    public static let audiovisualContent = UTType(known: "public.audiovisual-content", parents: ["public.data", "public.content"])
    public static let movie = UTType(known: "public.movie", parents: ["public.audiovisual-content"])
    public static let video = UTType(known: "public.video", parents: ["public.movie"])
    public static let audio = UTType(known: "public.audio", parents: ["public.audiovisual-content"])
    public static let mpeg4Movie = UTType(known: "public.mpeg-4", extension: "mp4", mime: "video/mp4", parents: ["public.movie"])
    public static let mp3 = UTType(known: "public.mp3", extension: "mp3", mime: "audio/mpeg", parents: ["public.audio"])
    public static let archive = UTType(known: "public.archive", parents: ["public.data"])
    public static let zip = UTType(known: "public.zip-archive", extension: "zip", mime: "application/zip", parents: ["public.archive"])
    public static let spreadsheet = UTType(known: "public.spreadsheet", parents: ["public.content"])
    public static let presentation = UTType(known: "public.presentation", parents: ["public.content"])
    public static let epub = UTType(known: "org.idpf.epub-container", extension: "epub", mime: "application/epub+zip",
                                    parents: ["public.data", "public.content"])

    /// Every system type above, in declaration order (an extension's or MIME type's first wins).
    static let all: [UTType] = [
        item, content, data, directory, folder, url, fileURL, text, plainText, utf8PlainText, rtf, html, xml, json,
        commaSeparatedText, sourceCode, swiftSource, vCard, image, jpeg, png, gif, heic, pdf, audiovisualContent, movie,
        video, audio, mpeg4Movie, mp3, archive, zip, spreadsheet, presentation, epub,
    ]

    static let known: [String: UTType] = Dictionary(all.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
}
