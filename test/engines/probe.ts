// The journeys' helper inside the page, as source text: it runs on Chromium 66 and WebKit as it
// is (no syntax newer than ES2017 there, and no compiler between: tsx would add its own helpers
// to a function's text). It finds what a partner would tap or type into, by the words on screen,
// tells when a page has settled, and lists where each text is laid out.
export const PROBE = `(function () {
  var errors = [];
  // what the page did not catch (on WebKit the journeys' only view of it: no protocol reports it)
  window.addEventListener('error', function (e) {
    errors.push((e.message || String(e.error)) + ' (' + (e.filename || '?') + ':' + (e.lineno || 0) + ')');
  });
  window.addEventListener('unhandledrejection', function (e) {
    var r = e.reason;
    errors.push('unhandled rejection: ' + (r && r.message ? r.message : String(r)));
  });
  // a phone that refuses its position at once, as the newest Chromium without the permission
  // does: the others would wait for the app's own time-out (WebKitGTK has no position to give)
  if (navigator.geolocation) {
    navigator.geolocation.getCurrentPosition = function (ok, fail) {
      setTimeout(function () { if (fail) fail({ code: 1, message: 'User denied Geolocation' }); });
    };
  }
  var norm = function (s) { return (s || '').replace(/\\s+/g, ' ').trim(); };
  var shown = function (el) {
    if (!el || !el.getClientRects().length) return false;
    var s = getComputedStyle(el);
    return s.visibility !== 'hidden';
  };
  var nameOf = function (el) { return norm(el.getAttribute('aria-label') || el.textContent); };
  // an open dialog is what the finger meets first (the page behind it is masked)
  var scope = function () {
    var dialogs = [].filter.call(document.querySelectorAll('[role="dialog"]'), shown);
    return dialogs.length ? dialogs[dialogs.length - 1] : document;
  };
  var pick = function (list, name) {
    list = [].filter.call(list, shown);
    return list.filter(function (el) { return nameOf(el) === name; })[0] ||
      list.filter(function (el) { return nameOf(el).indexOf(name) >= 0; })[0] || null;
  };
  // the box of an element's own text, from its first text to its last (a figure in a span
  // between them included): a right-aligned line keeps its right edge whatever the font's width
  var textBox = function (el) {
    var first = null;
    var last = null;
    for (var n = el.firstChild; n; n = n.nextSibling) {
      if (n.nodeType !== 3 || !norm(n.nodeValue)) continue;
      first = first || n;
      last = n;
    }
    if (!first) return null;
    var range = document.createRange();
    range.setStart(first, 0);
    range.setEnd(last, last.nodeValue.length);
    return range.getBoundingClientRect();
  };
  return {
    errors: errors,
    /** a button or link named so, else a label with these words (a radio, a checkbox, a picker) */
    control: function (name) {
      var root = scope();
      return pick(root.querySelectorAll('button, a, [role="button"]'), name) || pick(root.querySelectorAll('label'), name);
    },
    /** the field a label names (its text, aria-label or placeholder) */
    field: function (name) {
      var root = scope();
      var label = pick(root.querySelectorAll('label'), name);
      if (label && label.control) return label.control;
      var fields = root.querySelectorAll('input, textarea, select');
      return [].filter.call(fields, function (el) {
        return el.getAttribute('aria-label') === name || el.getAttribute('placeholder') === name;
      })[0] || null;
    },
    byLabel: function (name) {
      return [].filter.call(document.querySelectorAll('[aria-label]'), function (el) {
        return el.getAttribute('aria-label').indexOf(name) === 0;
      })[0] || null;
    },
    /** the middle of an element scrolled into view, in viewport pixels */
    middle: function (el) {
      el.scrollIntoView({ block: 'center' });
      var r = el.getBoundingClientRect();
      return { x: Math.round(r.left + r.width / 2), y: Math.round(r.top + r.height / 2), w: r.width, h: r.height };
    },
    text: function () { return document.body ? document.body.innerText : ''; },
    /** nothing loading; the state as one string, to be seen twice alike before it counts as settled */
    state: function () {
      var busy = document.querySelector('.app-loading-bar, [aria-busy="true"], .ui-skeleton');
      var main = document.querySelector('main');
      var left = main && main.querySelector('[data-engines-left]');
      var root = document.documentElement;
      return {
        // a page that shows nothing has not come yet (a relaunch clears the screen first)
        ready: !busy && !left && document.readyState === 'complete' && !!main && !!norm(main.textContent),
        // (between two documents there may be no root yet)
        sign: [location.hash, root ? root.scrollHeight : 0, document.body ? document.body.innerText.length : 0].join('|'),
      };
    },
    /** marks the page shown now, so that the next one is known by the mark's absence */
    leave: function () {
      var main = document.querySelector('main');
      if (main) [].forEach.call(main.children, function (el) { el.setAttribute('data-engines-left', ''); });
    },
    /** every visible text of the document with where it starts, in document pixels */
    texts: function () {
      var out = [];
      var seen = {};
      var all = document.body ? document.body.getElementsByTagName('*') : [];
      var fixedOn = function (el) {
        for (var p = el; p && p !== document.body; p = p.parentElement) {
          if (getComputedStyle(p).position === 'fixed') return true;
        }
        return false;
      };
      for (var i = 0; i < all.length; i++) {
        var el = all[i];
        // a toast is there for a moment, whenever the page was read
        if (/^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE|OPTION)$/.test(el.tagName) || el.closest('.ui-toast')) continue;
        // a block with a height of its own and no text stands for rows not shown (a long list's gap)
        if (el.style.height && !norm(el.textContent)) {
          var g = el.getBoundingClientRect();
          seen.gap = (seen.gap || 0) + 1;
          if (g.height > 1) out.push({ text: 'gap #' + seen.gap, x: 0, y: Math.round(g.bottom + scrollY), w: 0, gap: true });
          continue;
        }
        var r = textBox(el);
        if (!r || r.width <= 1 || r.height <= 1 || !shown(el)) continue;
        // a text its own loop keeps moving (a ticker) lies wherever the loop has brought it when read
        if (/infinite/.test(getComputedStyle(el).animationIterationCount)) continue;
        var t = '';
        for (var n = el.firstChild; n; n = n.nextSibling) if (n.nodeType === 3) t += n.nodeValue;
        t = norm(t).slice(0, 30);
        seen[t] = (seen[t] || 0) + 1;
        var fixed = fixedOn(el);
        out.push({
          text: seen[t] > 1 ? t + ' #' + seen[t] : t,
          x: Math.round(r.left + scrollX),
          y: Math.round(r.top + (fixed ? 0 : scrollY)),
          w: Math.round(r.width),
          fixed: fixed,
        });
      }
      return out;
    },
  };
})()`;
