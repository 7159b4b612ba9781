import Foundation

/// How a table cell's and a collection cell's rows are read from the views in them (rxs's,
/// internal): what each visible view shows, in order, fills the fields the cell's own labels
/// left empty.
extension UIView {
    /// What the visible views below this one (a cell) show, in order — labels' texts,
    /// buttons' titles, text fields' texts, image views' images — skipping the cell's own
    /// labels and image (`own1`...`own3`), which its row reads first.
    func collectCellContent(contentView: UIView, skipping own1: UIView?, _ own2: UIView?, _ own3: UIView?,
                            texts: inout [String], images: inout [String]) {
        forEachSubview { subview in
            if subview.isHidden { return }
            if subview === own1 || subview === own2 || subview === own3 { return }
            // A plain view shows nothing of its own: the content view's subviews are read
            // without trying it as each kind of view first.
            if subview === contentView {
                subview.collectCellContent(contentView: contentView, skipping: own1, own2, own3, texts: &texts, images: &images)
                return
            }
            switch subview {
            case let label as UILabel: if let text = label.text, !text.isEmpty { texts.append(text) }
            case let button as UIButton: if let title = button.title, !title.isEmpty { texts.append(title) }
            case let field as UITextField: if let text = field.text, !text.isEmpty { texts.append(text) }
            case let imageView as UIImageView: if let image = imageView.image?.name ?? imageView.imageURL { images.append(image) }
            default: break
            }
            subview.collectCellContent(contentView: contentView, skipping: own1, own2, own3, texts: &texts, images: &images)
        }
    }
}

extension _RowSnapshot {
    /// A cell's row: the fields its own labels and image gave, then the views' `texts` filling
    /// the title and the subtitle where those are empty, the rest joined into the detail by
    /// " · ", and the first of `images` where no image is.
    init(title: String?, subtitle: String?, detail: String?, image: String?, filledFrom texts: [String], images: [String]) {
        var title = title
        var subtitle = subtitle
        var detail = detail
        var remaining = texts[...]
        if title == nil, let text = remaining.popFirst() { title = text }
        if subtitle == nil, let text = remaining.popFirst() { subtitle = text }
        if !remaining.isEmpty { detail = ([detail].compactMap { $0 } + remaining).joined(separator: " · ") }
        self.init(title: title, subtitle: subtitle, detail: detail, image: image ?? images.first)
    }
}
