import RxCocoa
import RxSwift

extension _HTMLRenderer {
    /// The CSS for the fragments `render` writes: a phone of 360×720 CSS pixels. Fonts are
    /// named, not fetched: DejaVu Sans and IPAGothic where Debian has them (so a screenshot is
    /// the same on every such machine), the system's fonts elsewhere. Spinners and the caret
    /// stand still under `prefers-reduced-motion`. The opened URL shows as a toast only when it
    /// changed (the URL stays in the snapshot after the browser would have taken over).
    public static let stylesheet = """
        .phone{position:relative;box-sizing:border-box;width:360px;height:720px;border:10px solid #1c1c1e;\
        border-radius:36px;background:#fff;overflow:hidden;display:flex;flex-direction:column;color:#111;\
        font:14px/1.35 "DejaVu Sans","IPAGothic",-apple-system,"Hiragino Sans","Segoe UI","Noto Sans CJK JP",sans-serif}
        .phone .statusbar{display:flex;justify-content:space-between;padding:6px 16px 2px;font-size:11px;color:#666;min-height:15px}
        .phone .netact.on{color:#0a63d1}
        .phone .navbar{position:relative;display:flex;align-items:center;justify-content:center;min-height:44px;\
        padding:0 8px;border-bottom:1px solid #d1d1d6;background:#f7f7f8}
        .phone .navtitle{font-weight:bold;font-size:16px;max-width:60%;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
        .phone .back{position:absolute;left:8px;max-width:28%;color:#0a63d1;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
        .phone .content{flex:1;overflow-y:auto;overflow-x:hidden}
        .phone .field{display:flex;align-items:center;margin:10px 12px;padding:7px 10px;border:1px solid #c7c7cc;\
        border-radius:8px;background:#fff;min-height:20px;overflow:hidden;white-space:nowrap}
        .phone .field.searchbar{border-color:transparent;background:#e9e9ee;border-radius:10px}
        .phone .field.editing{border-color:#0a63d1}
        .phone .glass{color:#888;margin-right:6px}
        .phone .placeholder{color:#a0a0a8}
        .phone .text{overflow:hidden;text-overflow:ellipsis}
        .phone .caret{display:inline-block;width:2px;height:18px;margin-left:1px;background:#0a63d1;animation:rxs-blink 1s steps(1) infinite}
        .phone .button{margin:8px 12px;padding:9px;border-radius:10px;background:#0a63d1;color:#fff;text-align:center;font-weight:bold}
        .phone .button.disabled{background:#e5e5ea;color:#a0a0a8}
        .phone .label{margin:4px 14px;color:#c4321b;font-size:13px}
        .phone .table{border-top:1px solid #e5e5ea;margin-top:6px}
        .phone .row{display:flex;align-items:center;gap:10px;padding:7px 12px;border-bottom:1px solid #eee}
        .phone .row.selected{background:#d8e6fb}
        .phone .thumb{flex:none;width:34px;height:34px;border-radius:8px;display:flex;align-items:center;justify-content:center;\
        color:#fff;font-weight:bold;background:hsl(var(--hue,210),55%,55%)}
        .phone .cell{flex:1;min-width:0;display:flex;flex-direction:column}
        .phone .row-title{font-weight:bold;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
        .phone .row-subtitle{font-size:11px;color:#777;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
        .phone .row-detail{flex:none;color:#777;font-size:12px;max-width:40%;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
        .phone .empty,.phone .more{padding:10px 14px;color:#999;font-size:12px}
        .phone .refresh,.phone .activity{display:flex;justify-content:center;padding:8px}
        .phone .spinner{display:inline-block;width:18px;height:18px;border-radius:50%;border:3px solid #d1d1d6;\
        border-top-color:#555;animation:rxs-spin .9s linear infinite}
        .phone .web{display:flex;flex-direction:column;height:100%}
        .phone .address{display:flex;gap:8px;align-items:center;padding:6px 10px;background:#f2f2f7;font-size:12px}
        .phone .arrow{color:#0a63d1;font-weight:bold}
        .phone .arrow.off{color:#c7c7cc}
        .phone .url{color:#555;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
        .phone .page{flex:1;padding:14px;border-top:1px solid #e5e5ea;\
        background:repeating-linear-gradient(#fff 0 22px,#f4f4f6 22px 26px)}
        .phone .page-title{font-size:18px;font-weight:bold;margin-bottom:10px;background:#fff}
        .phone .hud{position:absolute;left:50%;top:45%;transform:translate(-50%,-50%);display:flex;flex-direction:column;\
        align-items:center;gap:10px;padding:18px 22px;border-radius:14px;background:rgba(40,40,40,.85);color:#fff}
        .phone .hud .spinner{border-color:#888;border-top-color:#fff}
        .phone .opened{display:none;position:absolute;left:12px;right:12px;bottom:12px;padding:8px 10px;border-radius:10px;\
        background:rgba(30,30,30,.85);color:#fff;font-size:11px;overflow-wrap:anywhere}
        .phone .opened.changed{display:block;outline:none;background-color:rgba(30,30,30,.85)}
        .phone .dimmer{position:absolute;inset:0;background:rgba(0,0,0,.35);display:flex;align-items:center;justify-content:center}
        .phone .alert{width:270px;border-radius:14px;background:#f2f2f2;text-align:center;overflow:hidden}
        .phone .alert-title{font-weight:bold;padding:16px 16px 2px;font-size:16px}
        .phone .alert-message{padding:4px 16px 16px;font-size:13px;overflow-wrap:anywhere}
        .phone .alert-buttons{display:flex;border-top:1px solid #c7c7cc}
        .phone .alert-button{flex:1;padding:11px;color:#0a63d1;font-weight:bold}
        .phone .alert-button+.alert-button{border-left:1px solid #c7c7cc}
        .phone .changed{outline:2px solid #ff9500;outline-offset:-2px;background-color:#fff4d6}
        .phone .navbar.changed,.phone .field.changed,.phone .row.changed{background-color:#fff4d6}
        .phone .button.changed{box-shadow:0 0 0 3px #ff9500;outline:none}
        .phone .table.changed,.phone .web.changed{background-color:transparent}
        .phone .dimmer.changed{outline:none;background-color:rgba(0,0,0,.35)}
        .phone .dimmer.changed .alert{box-shadow:0 0 0 3px #ff9500}
        @keyframes rxs-spin{to{transform:rotate(360deg)}}
        @keyframes rxs-blink{50%{opacity:0}}
        @media (prefers-reduced-motion:reduce){.phone .spinner,.phone .caret{animation:none}}
        """
}
