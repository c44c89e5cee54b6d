// reprobot dashboard: progressive enhancement only. Without JavaScript every page is complete
// (running pages refresh through <noscript><meta refresh>); with it, live parts update in place.
(function () {
  "use strict";
  // Job pages: server-sent events carry the live part as HTML; reload once the job is finished
  // so the reproducer diff, plot, bisection and comment appear.
  document.querySelectorAll("[data-events]").forEach(function (el) {
    if (!window.EventSource) return;
    var es = new EventSource(el.dataset.events);
    es.addEventListener("update", function (e) {
      var d = JSON.parse(e.data);
      el.innerHTML = d.html;
      document.body.dataset.jobState = d.state;
    });
    es.addEventListener("done", function () {
      es.close();
      if (el.hasAttribute("data-reload")) window.location.replace(window.location.pathname);
    });
    es.onerror = function () { /* the browser reconnects by itself */ };
  });
  // Overview: poll a fragment.
  document.querySelectorAll("[data-poll]").forEach(function (el) {
    var every = parseInt(el.dataset.every || "3000", 10);
    setInterval(function () {
      if (document.hidden) return;
      fetch(el.dataset.poll, {headers: {"Accept": "text/html"}}).then(function (r) {
        return r.ok ? r.text() : null;
      }).then(function (html) { if (html !== null) el.innerHTML = html; }).catch(function () {});
    }, every);
  });
})();
