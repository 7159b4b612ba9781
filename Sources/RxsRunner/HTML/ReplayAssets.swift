import RxsScript
import RxsSession

/// The page-level CSS and JavaScript of replay and index pages (the phone's CSS is
/// `HTMLRenderer.stylesheet`), and the policy that keeps them from loading anything.
enum ReplayAssets {
    /// Inline styles and scripts only: no fetch, image, font or frame from anywhere.
    static let contentSecurityPolicy =
        "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:"

    static let stylesheet = """
        body{margin:0;background:#f4f4f7;color:#1d1d1f;font:14px/1.4 "DejaVu Sans","IPAGothic",-apple-system,\
        "Hiragino Sans","Segoe UI","Noto Sans CJK JP",sans-serif}
        header.top{padding:12px 20px;background:#fff;border-bottom:1px solid #ddd}
        h1{font-size:18px;margin:0}
        h2{font-size:15px;margin:0 0 8px}
        .summary{margin:4px 0 0;color:#555}
        .summary.failed,.summary.error,.verdict.failed,.verdict.error{color:#c4321b}
        .verdict{margin:6px 0 0;font-weight:bold}
        .verdict.passed{color:#1e7d32}
        pre{font:12px/1.45 "DejaVu Sans Mono","IPAGothic",ui-monospace,Menlo,Consolas,monospace;white-space:pre-wrap;\
        overflow-wrap:anywhere;margin:0}
        pre.problems{margin-top:8px;padding:8px;background:#fff6f4;border:1px solid #f0c8c0;border-radius:6px;max-height:320px;overflow:auto}
        .diff .add{color:#1e7d32}.diff .del{color:#c4321b}.diff .hunk{color:#6f42c1}
        main{display:flex;gap:20px;padding:16px 20px;align-items:flex-start}
        #stage{flex:none;display:flex;flex-direction:column;align-items:center;gap:10px;position:sticky;top:10px}
        #controls{display:flex;align-items:center;gap:6px;width:360px}
        #controls button{font:inherit;padding:3px 8px;border:1px solid #ccc;border-radius:6px;background:#fff;cursor:pointer}
        #slider{flex:1;min-width:0}
        #clock{font-variant-numeric:tabular-nums;min-width:56px;text-align:right}
        #position{color:#777;font-size:12px;min-width:70px}
        #steps{position:relative;flex:1;min-width:0;margin:0;padding:0;list-style:none;max-height:780px;overflow:auto;background:#fff;\
        border:1px solid #ddd;border-radius:8px;outline:none}
        .step{padding:6px 10px;border-bottom:1px solid #eee;cursor:pointer}
        .step:hover{background:#f7f9fc}
        .step.current{background:#e8f0fe;box-shadow:inset 3px 0 #0a63d1}
        .step.failed,.step.error{box-shadow:inset 3px 0 #c4321b}
        .step.failed.current,.step.error.current{background:#fdecea}
        .note{margin:2px 0 6px;color:#555;font-style:italic}
        .cmd{display:flex;gap:8px;align-items:baseline}
        .cmd .n{color:#999;font-size:11px;min-width:26px;text-align:right}
        .cmd code{font:bold 13px "DejaVu Sans Mono","IPAGothic",ui-monospace,Menlo,monospace;flex:1;overflow-wrap:anywhere}
        .cmd .at{color:#999;font-size:11px;white-space:nowrap}
        .lines{margin:3px 0 2px 34px;color:#333}
        .lines .output{color:#666}
        .lines .log{color:#1a5fb4}
        .lines .failure{color:#c4321b;font-weight:bold}
        #marbles{padding:0 20px 24px}
        #marbles .scroll{overflow-x:auto;background:#fff;border:1px solid #ddd;border-radius:8px;padding:6px}
        #timelines text{font:11px "DejaVu Sans","IPAGothic",sans-serif;fill:#333}
        #timelines .axis line{stroke:#eee}
        #timelines .axis text{fill:#999;text-anchor:middle}
        #timelines .track{stroke:#ccc}
        #timelines circle.value{fill:hsl(var(--hue),60%,55%);stroke:#333;stroke-width:.8}
        #timelines circle.absent{fill:#fff;stroke:#aaa;stroke-dasharray:2 2}
        #timelines .path{font-weight:bold}
        #timelines .now{stroke:#ff9500;stroke-width:2}
        table.index{border-collapse:collapse;background:#fff;margin:16px 20px;min-width:600px}
        table.index th,table.index td{border:1px solid #ddd;padding:5px 10px;text-align:left;vertical-align:top}
        table.index td.passed{color:#1e7d32;font-weight:bold}
        table.index td.failed,table.index td.error{color:#c4321b;font-weight:bold}
        .problem{padding:0 20px 16px}
        @media (max-width:760px){main{flex-direction:column}#stage{position:static}#steps{max-height:none}}
        body.phone-only header.top,body.phone-only #steps,body.phone-only #controls,body.phone-only #marbles{display:none}
        body.phone-only main{padding:10px}
        """

    /// Shows one step: its screen (with the step's changed parts highlighted), its entry in
    /// the list, the time on the slider and the timelines. Steps are chosen by click, arrow
    /// keys, the slider (the last step at or before its time), play, or `#step=N` in the URL
    /// (`&view=phone` shows the phone alone).
    static let script = """
        (function () {
          "use strict";
          var steps = Array.prototype.slice.call(document.querySelectorAll("#steps > li"));
          var screens = document.querySelectorAll("#screens > .screen");
          var slider = document.getElementById("slider"), clock = document.getElementById("clock");
          var position = document.getElementById("position"), now = document.getElementById("now");
          var svg = document.getElementById("timelines"), play = document.getElementById("play");
          var current = 0, timer = null;
          function seconds(ms) { return (ms / 1000).toFixed(3) + "s"; }
          function show(n, keepHash) {
            if (!steps.length) { position.textContent = "no steps"; return; }
            n = Math.max(1, Math.min(steps.length, n | 0));
            if (current) steps[current - 1].classList.remove("current");
            current = n;
            var step = steps[n - 1];
            step.classList.add("current");
            for (var i = 0; i < screens.length; i++) screens[i].hidden = true;
            var screen = screens[+step.dataset.screen];
            screen.hidden = false;
            var ids = (step.dataset.changed || "").split(" ");
            var parts = screen.querySelectorAll("[data-id]");
            for (var j = 0; j < parts.length; j++) {
              parts[j].classList.toggle("changed", ids.indexOf(parts[j].dataset.id) >= 0);
            }
            var time = +step.dataset.time;
            slider.value = time;
            clock.textContent = seconds(time);
            position.textContent = "step " + n + " of " + steps.length;
            if (svg && now) {
              var x = +svg.dataset.x0 + time / +svg.dataset.end * +svg.dataset.span;
              now.setAttribute("x1", x); now.setAttribute("x2", x);
            }
            document.body.dataset.step = n;
            var list = document.getElementById("steps");
            if (step.offsetTop < list.scrollTop || step.offsetTop + step.offsetHeight > list.scrollTop + list.clientHeight) {
              list.scrollTop = step.offsetTop - list.clientHeight / 3;
            }
            if (!keepHash) {
              try { history.replaceState(null, "", "#" + hash(n)); } catch (e) { /* a sandboxed file: URL */ }
            }
          }
          // A hand-edited link may hold a broken escape (#step=3&x=%): kept as written.
          function decode(text) { try { return decodeURIComponent(text); } catch (e) { return text; } }
          function options() {
            var result = {};
            location.hash.replace(/^#/, "").split("&").forEach(function (pair) {
              var kv = pair.split("=");
              if (kv[0]) result[decode(kv[0])] = decode(kv[1] || "");
            });
            return result;
          }
          function hash(n) {
            var o = options(); o.step = n;
            return Object.keys(o).map(function (k) { return encodeURIComponent(k) + "=" + encodeURIComponent(o[k]); }).join("&");
          }
          function fromHash() {
            var o = options();
            document.body.classList.toggle("phone-only", o.view === "phone");
            show(o.step ? parseInt(o.step, 10) || 1 : 1, true);
          }
          function stop() { if (timer) { clearInterval(timer); timer = null; play.textContent = "▶"; } }
          steps.forEach(function (step, index) {
            step.addEventListener("click", function () { stop(); show(index + 1); });
          });
          document.getElementById("prev").addEventListener("click", function () { stop(); show(current - 1); });
          document.getElementById("next").addEventListener("click", function () { stop(); show(current + 1); });
          play.addEventListener("click", function () {
            if (timer) { stop(); return; }
            if (current >= steps.length) show(1);
            play.textContent = "❚❚";
            timer = setInterval(function () { if (current >= steps.length) stop(); else show(current + 1); }, 900);
          });
          slider.addEventListener("input", function () {
            stop();
            var t = +slider.value, n = 1;
            for (var i = 0; i < steps.length; i++) { if (+steps[i].dataset.time <= t) n = i + 1; }
            show(n);
            slider.value = t; clock.textContent = seconds(t);
          });
          document.addEventListener("keydown", function (event) {
            if (event.target === slider || event.altKey || event.ctrlKey || event.metaKey) return;
            var moves = { ArrowDown: 1, ArrowRight: 1, j: 1, ArrowUp: -1, ArrowLeft: -1, k: -1 };
            if (event.key === "Home") { stop(); show(1); event.preventDefault(); }
            else if (event.key === "End") { stop(); show(steps.length); event.preventDefault(); }
            else if (moves[event.key]) { stop(); show(current + moves[event.key]); event.preventDefault(); }
          });
          window.addEventListener("hashchange", fromHash);
          fromHash();
        })();
        """
}
