/// The report's own styles and script, inlined into every page (no network, no CDN). The script
/// filters the findings table and focuses a picture on a clicked node and its neighbours; the
/// location hash (`#focus=NODE`, `#rule=ID`, `#severity=error`, `#file=TEXT`, `#picture=N`) sets the
/// same state, so a link can share a view and a headless browser can be tested on one.
enum HTMLReportAssets {
    static let style = """
        body { font: 14px/1.45 -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif; margin: 0 2em 3em; color: #212529; }
        header h1 { margin: 0.6em 0 0; }
        .summary { color: #495057; margin-top: 0.2em; }
        h2 { border-bottom: 1px solid #dee2e6; padding-bottom: 0.2em; margin-top: 1.6em; }
        .tabs button { font: inherit; margin-right: 0.4em; padding: 0.2em 0.8em; border: 1px solid #adb5bd; background: #f8f9fa; border-radius: 4px; cursor: pointer; }
        .tabs button.active { background: #cfe2ff; border-color: #6ea8fe; }
        .picture { overflow: auto; max-height: 80vh; border: 1px solid #dee2e6; margin-top: 0.6em; }
        .picture svg { max-width: 100%; height: auto; }
        .picture g.node { cursor: pointer; }
        .picture.focused g.node, .picture.focused g.edge, .picture.focused g.cluster { opacity: 0.12; }
        .picture.focused g.near { opacity: 1; }
        .picture g.centre polygon, .picture g.centre ellipse, .picture g.centre path { stroke-width: 3px; stroke: #0d6efd; }
        .note { background: #fff3cd; padding: 0.5em 0.8em; border-radius: 4px; }
        table { border-collapse: collapse; width: 100%; margin-top: 0.6em; }
        th, td { text-align: left; padding: 0.25em 0.6em; border-bottom: 1px solid #e9ecef; vertical-align: top; }
        th { background: #f8f9fa; }
        tr.error td.severity { color: #d00000; font-weight: 600; }
        tr.warning td.severity { color: #b35c00; font-weight: 600; }
        tr.hidden { display: none; }
        .filters label { margin-right: 1em; }
        #shown-count { color: #6c757d; }
        article.rule { border-left: 3px solid #adb5bd; padding: 0.1em 1em; margin: 1em 0; }
        article.rule small { color: #6c757d; font-weight: normal; }
        """

    static let script = """
        (function () {
          "use strict";
          var rows = Array.prototype.slice.call(document.querySelectorAll("#findings-table tr.finding"));
          var rule = document.getElementById("filter-rule");
          var severity = document.getElementById("filter-severity");
          var file = document.getElementById("filter-file");
          var count = document.getElementById("shown-count");
          function filter() {
            var shown = 0;
            rows.forEach(function (row) {
              var visible = (!rule.value || row.getAttribute("data-rule") === rule.value) &&
                (!severity.value || row.getAttribute("data-severity") === severity.value) &&
                (!file.value || row.getAttribute("data-file").toLowerCase().indexOf(file.value.toLowerCase()) >= 0);
              row.classList.toggle("hidden", !visible);
              if (visible) { shown += 1; }
            });
            count.textContent = shown + " of " + rows.length;
          }
          [rule, severity].forEach(function (control) { control.addEventListener("change", filter); });
          file.addEventListener("input", filter);

          function titleOf(group) {
            var title = group.querySelector("title");
            return title ? title.textContent : "";
          }
          var pictures = Array.prototype.slice.call(document.querySelectorAll(".picture"));
          pictures.forEach(function (picture) {
            var nodes = {};
            Array.prototype.forEach.call(picture.querySelectorAll("g.node"), function (group) { nodes[titleOf(group)] = group; });
            var neighbours = {};
            Array.prototype.forEach.call(picture.querySelectorAll("g.edge"), function (group) {
              var ends = titleOf(group).split("->");
              if (ends.length !== 2) { return; }
              [[ends[0], ends[1]], [ends[1], ends[0]]].forEach(function (pair) {
                (neighbours[pair[0]] = neighbours[pair[0]] || []).push({ node: pair[1], edge: group });
              });
            });
            picture.focusOn = function (name) {
              Array.prototype.forEach.call(picture.querySelectorAll(".near, .centre"), function (element) {
                element.classList.remove("near", "centre");
              });
              if (!nodes[name]) { picture.classList.remove("focused"); return false; }
              picture.classList.add("focused");
              nodes[name].classList.add("near", "centre");
              (neighbours[name] || []).forEach(function (neighbour) {
                neighbour.edge.classList.add("near");
                if (nodes[neighbour.node]) { nodes[neighbour.node].classList.add("near"); }
              });
              return true;
            };
            Object.keys(nodes).forEach(function (name) {
              nodes[name].addEventListener("click", function (event) {
                event.preventDefault();
                picture.focusOn(name);
              });
            });
          });
          function showPicture(id) {
            pictures.forEach(function (picture) { picture.hidden = picture.id !== id; });
            Array.prototype.forEach.call(document.querySelectorAll(".tabs button[data-picture]"), function (button) {
              button.classList.toggle("active", button.getAttribute("data-picture") === id);
            });
          }
          Array.prototype.forEach.call(document.querySelectorAll(".tabs button[data-picture]"), function (button) {
            button.addEventListener("click", function () { showPicture(button.getAttribute("data-picture")); });
          });
          document.getElementById("clear-focus").addEventListener("click", function () {
            pictures.forEach(function (picture) { picture.focusOn(""); });
          });

          // The hash sets the same state: #picture=1&focus=Login&rule=weak_back_reference
          var state = {};
          location.hash.replace(/^#/, "").split("&").forEach(function (part) {
            var pair = part.split("=");
            if (pair.length === 2) { state[decodeURIComponent(pair[0])] = decodeURIComponent(pair[1]); }
          });
          if (state.picture && document.getElementById("picture-" + state.picture)) { showPicture("picture-" + state.picture); }
          if (state.focus) {
            pictures.forEach(function (picture) {
              if (!picture.hidden && picture.focusOn(state.focus)) { document.body.setAttribute("data-focused", state.focus); }
            });
          }
          if (state.rule) { rule.value = state.rule; }
          if (state.severity) { severity.value = state.severity; }
          if (state.file) { file.value = state.file; }
          filter();
          document.body.setAttribute("data-ready", "true");
        })();
        """
}
