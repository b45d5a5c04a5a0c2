"""What a reader of an HTML page actually sees, computed by a real browser engine.

Text a browser does not show a reader is where instructions for a model get planted. Rules over
the markup (``display:none`` in a ``style`` attribute, a class the page's style sheet hides)
catch the tricks someone thought of; a page's own CSS has endless others (attribute selectors,
``content-visibility``, a comment inside a declaration, ``clip-path: circle(0)``, a transform
that moves a block off the page, ``<font color=white>`` on a white body, an unopened
``<dialog>``). So the page is laid out by headless Chromium, the same engine a reader uses, and
every text node is asked whether a reader could see it:

- it is rendered (``checkVisibility`` with opacity, visibility and ``content-visibility``),
  and not inside ``aria-hidden="true"`` or a ``<canvas>`` (its fallback shows only where
  scripts are off, as they are here, never to a reader whose browser draws it);
- its glyphs have a size on the page (font size of 4 px or more, a box of at least 1x1 px)
  and lie on the page, not off its left or top edge;
- it is not clipped away: hit-testing a point of its box lands on its own element (clip-path,
  ``overflow`` with no room, a box painted over it);
- it is not masked out (a ``mask-image`` gradient on it or an ancestor whose every stop is
  transparent), nor blurred past reading (a ``filter: blur()`` of 3 px or more on it or an
  ancestor: a "spoiler"), nor struck through by a line as thick as the text in the ink's own
  colour;
- its colour (in any CSS syntax: ``color-mix()``, ``color(srgb ...)``, ``oklch()``, read as
  the pixel it paints) is not transparent, nor its element or an ancestor nearly so (opacity
  multiplied up the tree under 0.1), and differs from the background behind it (contrast
  ratio of 1.2 or more against the page's own background colour walked up the tree, or
  against at least one colour of a gradient painted there), after any ``mix-blend-mode``
  (black ink screened onto white shows white), and after any recolouring ``filter`` on it or an
  ancestor (``invert``, ``contrast``, ``brightness``, ``grayscale``, ``opacity``: applied to
  the ink, and to the background only when the filtered element paints it or holds its
  painter); text on its element's first line is read in the ``::first-line`` colour.

The characters of a shown text node that an ancestor's ``overflow: hidden`` cuts off (the
tail of a one-line box with ``text-overflow: ellipsis``) are dropped, its head kept.

Closed ``<details>`` and boxes a reader can scroll (``overflow: auto``/``scroll``) count as
shown: a reader opens and scrolls them. The page's own scripts never run
(JavaScript is off for the page; only this module's measuring function runs), and nothing is
fetched: the context is offline and every request is refused.

Text found hidden is blanked in the returned markup (a page that hides nothing comes back as
written), which the usual HTML reader
(``loaders.html_to_text``) then reads; its rules still apply. Without Chromium (not installed,
fails to start, a page that does not load in time), the markup comes back unchanged and the
rules alone decide; ``engine()`` says which is in use. Set ``GUARDBOT_CHROMIUM`` to a browser
binary (default ``/usr/bin/chromium``), or to ``off`` to use the rules alone.

One browser per process, owned by one thread (Playwright's sync API must stay on the thread
that started it, and must not run inside an event loop), started on the first page and closed
at exit.
"""

from __future__ import annotations

import atexit
import logging
import os
import re
import shutil
import threading
from concurrent.futures import ThreadPoolExecutor
from typing import Any

log = logging.getLogger(__name__)

PAGE_TIMEOUT_S = 15.0
VIEWPORT_WIDTH = 1280
MAX_VIEWPORT_HEIGHT = 16000

# What the page scripts below share: the page's text nodes with text of their own (not a
# script's, a style's ...), in document order, and whether a style paints an element's text
# with its background (``background-clip: text``).
_PRELUDE = r"""
  const textNodes = () => {
    const walker = document.createTreeWalker(document.body || document.documentElement, NodeFilter.SHOW_TEXT);
    const nodes = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const p = n.parentElement;
      if (!n.nodeValue.trim() || !p) continue;
      if (['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'NOEMBED', 'NOFRAMES'].includes(p.tagName)) continue;
      nodes.push(n);
    }
    return nodes;
  };
  const clipsToText = (cs) => cs.backgroundClip === 'text' || cs.webkitBackgroundClip === 'text';
"""


def _script(body: str) -> str:
    """A function of no parameters for ``page.evaluate``: ``_PRELUDE``, then ``body``."""
    return f"() => {{\n{_PRELUDE}{body}}}\n"


# Runs inside the page (the page's own JavaScript is off): blanks every text node a reader
# could not see and returns how many it blanked.
_MEASURE = _script(r"""
  for (const d of document.querySelectorAll('details')) d.setAttribute('open', '');
  // a box a reader can scroll shows all it holds: unfold it before measuring
  for (const e of document.querySelectorAll('body *')) {
    const cs = getComputedStyle(e);
    if (/auto|scroll/.test(cs.overflowX + ' ' + cs.overflowY)) {
      e.style.setProperty('overflow', 'visible', 'important');
      e.style.setProperty('height', 'auto', 'important');
      e.style.setProperty('max-height', 'none', 'important');
      e.style.setProperty('width', 'auto', 'important');
      e.style.setProperty('max-width', 'none', 'important');
    }
  }
  const probe = document.createElement('style');
  probe.textContent = '*{pointer-events:auto !important}';
  (document.head || document.documentElement).appendChild(probe);
  const root = document.documentElement;
  const W = Math.max(root.scrollWidth, document.body ? document.body.scrollWidth : 0);
  const H = Math.max(root.scrollHeight, document.body ? document.body.scrollHeight : 0);
  // any CSS colour as [r, g, b, alpha]: rgb()/rgba() read as written, any other syntax
  // (color(srgb ...), color-mix(), oklch(), lab()) as the pixel it paints on a canvas
  const paint = document.createElement('canvas').getContext('2d', {willReadFrequently: true});
  const rgba = (s) => {
    const m = /^\s*rgba?\(([^)]+)\)\s*$/.exec(s || '');
    if (m) {
      const p = m[1].split(/[\s,\/]+/).filter(Boolean).map(Number);
      return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
    }
    if (!s || s === 'none' || !paint) return null;
    paint.clearRect(0, 0, 1, 1);
    paint.fillStyle = '#010203';
    paint.fillStyle = s;
    if (paint.fillStyle === '#010203' && !/010203/.test(s)) return null;  // not a colour
    paint.fillRect(0, 0, 1, 1);
    const d = paint.getImageData(0, 0, 1, 1).data;
    return [d[0], d[1], d[2], d[3] / 255];
  };
  // every colour a CSS value names (a gradient's stops), in any syntax
  const colours = (value) =>
    (value.match(/(?:rgba?|color|color-mix|oklch|oklab|lab|lch|hsla?|hwb)\((?:[^()]|\([^()]*\))*\)|#[0-9a-f]{3,8}\b|\btransparent\b/gi) || [])
      .map(rgba).filter(Boolean);
  // a mask on it or an ancestor that lets nothing through (a gradient of transparent stops)
  const maskedOut = (el) => {
    for (let e = el; e; e = e.parentElement) {
      const cs = getComputedStyle(e);
      const mask = cs.maskImage || cs.webkitMaskImage;
      if (mask && mask !== 'none' && /gradient\(/.test(mask) && !/url\(/.test(mask)) {
        const stops = colours(mask);
        if (stops.length && stops.every((c) => c[3] < 0.1)) return true;
      }
    }
    return false;
  };
  const lum = (c) => {
    const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]);
  };
  const contrast = (a, b) => {
    const x = lum(a), y = lum(b);
    return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
  };
  // the colours behind an element: the first opaque background colour up the tree, or
  // every colour of a gradient painted there (null: an image, which may hold anything)
  const backgrounds = (el) => {
    for (let e = el; e; e = e.parentElement) {
      const cs = getComputedStyle(e);
      const image = cs.backgroundImage;
      if (image && image !== 'none') {
        if (/url\(/.test(image) || !/gradient\(/.test(image)) return null;
        const stops = colours(image);
        const under = rgba(cs.backgroundColor);
        return stops.length ? stops.concat(under && under[3] >= 0.5 ? [under] : []) : null;
      }
      const c = rgba(cs.backgroundColor);
      if (c && c[3] >= 0.5) return [c];
    }
    return [[255, 255, 255, 1]];
  };
  // what ink blended into its backdrop shows (mix-blend-mode on it or an ancestor)
  const blends = {
    screen: (a, b) => 255 - ((255 - a) * (255 - b)) / 255,
    multiply: (a, b) => (a * b) / 255,
    lighten: (a, b) => Math.max(a, b),
    darken: (a, b) => Math.min(a, b),
    difference: (a, b) => Math.abs(a - b),
    exclusion: (a, b) => a + b - (2 * a * b) / 255,
  };
  // [blend, the blending element's own colour under the text or null, the backdrop's colours]
  const blendOf = (el) => {
    let own = null;
    for (let e = el; e; e = e.parentElement) {
      const cs = getComputedStyle(e);
      const c = rgba(cs.backgroundColor);
      if (!own && c && c[3] >= 0.5) own = c;
      const mode = cs.mixBlendMode;
      if (mode && mode !== 'normal') {
        const blend = blends[mode];
        const behind = e.parentElement ? backgrounds(e.parentElement) : [[255, 255, 255, 1]];
        return blend && behind ? [blend, own, behind] : null;
      }
    }
    return null;
  };
  const opacityOf = (el) => {
    let o = 1;
    for (let e = el; e; e = e.parentElement) o *= parseFloat(getComputedStyle(e).opacity || '1');
    return o;
  };
  const hitsOwn = (el, rects) => {
    for (const r of rects) {
      const ys = [r.top + r.height / 2];
      const xs = [r.left + r.width / 2, r.left + r.width / 4, r.left + 3 * r.width / 4];
      for (const y0 of ys) {
        const absY = y0 + window.scrollY;
        if (absY < window.scrollY || absY >= window.scrollY + window.innerHeight) {
          window.scrollTo(0, Math.max(0, absY - window.innerHeight / 2));
        }
        const y = absY - window.scrollY;
        for (const x0 of xs) {
          const x = x0 + (window.scrollX || 0);
          if (x < 0 || x >= window.innerWidth) continue;
          const hit = document.elementFromPoint(x, y);
          if (hit && (hit === el || el.contains(hit))) return true;
        }
      }
    }
    return false;
  };
  // blurred past reading (a "spoiler" blur): a filter blur of 3 px or more on it or an ancestor
  const blurred = (el) => {
    for (let e = el; e; e = e.parentElement) {
      const m = /blur\(([0-9.]+)px\)/.exec(getComputedStyle(e).filter || '');
      if (m && parseFloat(m[1]) >= 3) return true;
    }
    return false;
  };
  // CSS filters that recolour (invert, contrast, brightness, grayscale, opacity) on an
  // element or an ancestor: [the element, its functions], innermost first
  const filtersOf = (el) => {
    const out = [];
    for (let e = el; e; e = e.parentElement) {
      const f = getComputedStyle(e).filter || '';
      if (!f || f === 'none') continue;
      const fns = [];
      for (const m of f.matchAll(/(invert|contrast|brightness|grayscale|opacity)\(([0-9.]+)(%?)\)/g)) {
        fns.push([m[1], parseFloat(m[2]) / (m[3] ? 100 : 1)]);
      }
      if (fns.length) out.push([e, fns]);
    }
    return out;
  };
  const applyFilter = (c, fns) => {
    let [r, g, b, a] = c;
    for (const [name, x] of fns) {
      const each = (f) => { [r, g, b] = [r, g, b].map((v) => Math.min(255, Math.max(0, f(v)))); };
      if (name === 'invert') each((v) => v * (1 - x) + (255 - v) * x);
      else if (name === 'contrast') each((v) => (v - 127.5) * x + 127.5);
      else if (name === 'brightness') each((v) => v * x);
      else if (name === 'opacity') a *= Math.min(1, x);
      else if (name === 'grayscale') {
        const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
        each((v) => v * (1 - Math.min(1, x)) + y * Math.min(1, x));
      }
    }
    return [r, g, b, a];
  };
  // ink and background as a filter leaves them: a filter recolours what its element paints
  // (the ink inside it, and a background painted by it or inside it), not the page behind it
  const filteredAway = (el, ink) => {
    const chain = filtersOf(el);
    if (!chain.length || !ink) return false;
    let painter = null, back = [255, 255, 255, 1];
    for (let e = el; e; e = e.parentElement) {
      const c = rgba(getComputedStyle(e).backgroundColor);
      if (c && c[3] >= 0.5) { painter = e; back = c; break; }
    }
    let inkF = ink, backF = back;
    for (const [e, fns] of chain) {
      inkF = applyFilter(inkF, fns);
      if (painter && (e === painter || e.contains(painter))) backF = applyFilter(backF, fns);
    }
    return inkF[3] < 0.1 || contrast(inkF, backF) < 1.2;
  };
  // struck through by a line as thick as the text in the ink's own colour: a bar, not words
  const barredOut = (el, ink) => {
    for (let e = el; e; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (!/line-through/.test(cs.textDecorationLine || '')) continue;
      const thick = parseFloat(cs.textDecorationThickness);
      const line = rgba(cs.textDecorationColor) || ink;
      if (thick >= 0.6 * parseFloat(cs.fontSize) && line && ink && contrast(line, ink) < 1.2) return true;
    }
    return false;
  };
  // the ink of ::first-line when the text node lies on its element's first line
  const firstLineInk = (el, node) => {
    const own = getComputedStyle(el, '::first-line');
    const c = own ? (rgba(own.webkitTextFillColor) || rgba(own.color)) : null;
    const base = getComputedStyle(el);
    if (!c || own.color === base.color) return null;
    const whole = document.createRange();
    whole.selectNodeContents(el);
    const lines = Array.from(whole.getClientRects()).filter((r) => r.width >= 1 && r.height >= 1);
    const part = document.createRange();
    part.selectNodeContents(node);
    const mine = Array.from(part.getClientRects()).filter((r) => r.width >= 1 && r.height >= 1);
    if (!lines.length || !mine.length) return null;
    const top = lines[0].top;
    return mine.every((r) => Math.abs(r.top - top) < 2) ? c : null;
  };
  // the characters of a shown text node that an ancestor's overflow: hidden (or clip) cuts
  // off (a one-line box with text-overflow: ellipsis): its text without them, or null
  const clippedTail = (node) => {
    let box = null;
    for (let e = node.parentElement; e; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (/hidden|clip/.test(cs.overflowX + ' ' + cs.overflow)) { box = e.getBoundingClientRect(); break; }
    }
    if (!box) return null;
    const text = node.nodeValue;
    const r = document.createRange();
    r.selectNodeContents(node);
    const all = r.getBoundingClientRect();
    if (all.right <= box.right + 1 && all.bottom <= box.bottom + 1) return null;  // all inside
    const outside = (i) => {  // is character i past the box's right or bottom edge?
      r.setStart(node, i);
      r.setEnd(node, i + 1);
      const c = r.getBoundingClientRect();
      return c.left >= box.right - 1 || c.top >= box.bottom - 1;
    };
    if (!outside(text.length - 1)) return null;
    let lo = 0, hi = text.length - 1;  // the first character outside: text runs in order
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (outside(mid)) hi = mid; else lo = mid + 1;
    }
    return text.slice(lo).trim() ? text.slice(0, lo) : null;
  };
  const clippedToText = (el) => {
    for (let e = el; e; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (clipsToText(cs)
          && (cs.backgroundImage !== 'none' || (rgba(cs.backgroundColor) || [0, 0, 0, 0])[3] > 0)) return true;
    }
    return false;
  };
  const hiddenText = (node) => {
    const el = node.parentElement;
    if (!el) return false;
    if (el.closest('[aria-hidden="true"]')) return true;
    // a reader's browser runs scripts and draws the canvas: its fallback is never shown
    if (el.closest('canvas')) return true;
    if (!el.checkVisibility({opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true})) return true;
    const cs = getComputedStyle(el);
    if (parseFloat(cs.fontSize) < 4) return true;
    // every letter painted as a bullet or a square: on the page, but nobody can read it
    if (['disc', 'circle', 'square'].includes(cs.webkitTextSecurity)) return true;
    if (blurred(el)) return true;
    let ink = rgba(cs.webkitTextFillColor) || rgba(cs.color);
    // the element's first line painted in its own colour (::first-line), and the text on it
    const first = firstLineInk(el, node);
    if (first) ink = first;
    // a background clipped to the text paints its glyphs (a gradient heading): its ink is
    // that background's, which the comparison of what is painted judges, not the ink's colour
    if (clippedToText(el)) ink = [0, 0, 0, 1];
    // nearly transparent ink, or a nearly transparent element or ancestor (opacity .01)
    if ((ink ? ink[3] : 1) * opacityOf(el) < 0.1) return true;
    if (maskedOut(el)) return true;
    if (filteredAway(el, ink) || barredOut(el, ink)) return true;
    const blended = blendOf(el);
    if (ink && blended) {
      // ink and the element's own colour are each blended into the backdrop behind it
      const [blend, own, behind] = blended;
      const mix = (c, b) => [0, 1, 2].map((i) => blend(c[i], b[i]));
      if (behind.every((b) => contrast(mix(ink, b), own ? mix(own, b) : b) < 1.2)) return true;
    } else {
      const backs = backgrounds(el);
      if (ink && backs && backs.every((back) => contrast(ink, back) < 1.2)) return true;
    }
    const range = document.createRange();
    range.selectNodeContents(node);
    const sy = window.scrollY;
    const rects = Array.from(range.getClientRects())
      .map((r) => ({left: r.left, top: r.top + sy, width: r.width, height: r.height}))
      .filter((r) => r.width >= 1 && r.height >= 1);
    if (!rects.length) return true;
    const onPage = rects.filter((r) => r.left + r.width > 0 && r.top + r.height > 0 && r.left < W && r.top < H);
    if (!onPage.length) return true;
    const viewRects = onPage.map((r) => ({left: r.left, top: r.top - window.scrollY, width: r.width, height: r.height}));
    return !hitsOwn(el, viewRects);
  };
  const nodes = textNodes();
  const hidden = nodes.filter(hiddenText);
  const cut = nodes.filter((n) => !hidden.includes(n)).map((n) => [n, clippedTail(n)]).filter((x) => x[1] !== null);
  for (const n of hidden) n.nodeValue = '';
  for (const [n, kept] of cut) n.nodeValue = kept;
  probe.remove();
  window.scrollTo(0, 0);
  return hidden.length + cut.length;
""")


# Runs after ``_MEASURE``: the text nodes still shown, kept for ``_BLANK``, and each one's
# boxes on the page as [left, top, right, bottom] in whole pixels of the full page.
_SHOWN = _script(r"""
  const nodes = textNodes(), boxes = [];
  for (const n of nodes) {
    const range = document.createRange();
    range.selectNodeContents(n);
    const sx = window.scrollX, sy = window.scrollY;
    const rects = Array.from(range.getClientRects())
      .filter((r) => r.width >= 1 && r.height >= 1)
      .map((r) => [Math.floor(r.left + sx), Math.floor(r.top + sy), Math.ceil(r.right + sx), Math.ceil(r.bottom + sy)]);
    // punctuation and single characters ink too little to be judged by it
    const judged = /[\p{L}\p{N}][^]*[\p{L}\p{N}]/u.test(n.nodeValue);
    boxes.push([judged ? rects : [], n.nodeValue.replace(/\s+/g, '').length]);
  }
  window.__guardbotShown = nodes;
  return boxes;
""")

# Every glyph drawn without ink, the layout untouched: what the page shows where its text is
# not painted. Text that a background clipped to it paints (a gradient heading) loses that
# clip, so it too changes what is shown.
_INKLESS = _script(r"""
  const style = document.createElement('style');
  style.id = '__guardbot_inkless';
  style.textContent = `*, *::first-line, *::first-letter {
    color: transparent !important; -webkit-text-fill-color: transparent !important;
    -webkit-text-stroke-color: transparent !important; text-shadow: none !important;
    text-decoration-color: transparent !important; text-emphasis-color: transparent !important; }
  svg text, svg tspan, svg textPath { fill: transparent !important; stroke: transparent !important; }`;
  (document.head || document.documentElement).appendChild(style);
  for (const e of document.querySelectorAll('*')) {
    if (clipsToText(getComputedStyle(e))) {
      e.style.setProperty('background-clip', 'border-box', 'important');
      e.style.setProperty('-webkit-background-clip', 'border-box', 'important');
    }
  }
""")

# Blanks the shown text nodes (``_SHOWN``'s order) whose indexes it is given.
_BLANK = r"""
(indexes) => {
  const nodes = window.__guardbotShown || [];
  for (const i of indexes) if (nodes[i]) nodes[i].nodeValue = '';
  return indexes.length;
}
"""


# the pixels a text node's ink changes, per character it inks, as a share of its line
# height squared, under which nothing of it can be read: a shown glyph changes 15-30% of
# that square, a sliver of one glyph left uncovered of a line of them ~1%
INKED = 0.03


def unpainted(before: bytes, after: bytes, boxes: list[list[Any]]) -> list[int]:
    """The indexes of the text nodes (``_SHOWN``'s [boxes, characters]) whose boxes look
    (nearly) the same in ``before`` (the page as shown) and ``after`` (every glyph drawn
    without ink, ``_INKLESS``): their ink changes under ``INKED`` of what its characters
    would, so nothing of them can be read on the screen (painted over by a sibling's outline
    or shadow, an overlay of the element's own, a mask, a clip). A node with a box the
    picture does not hold whole is left alone."""
    import io

    import numpy as np
    from PIL import Image

    shown = np.asarray(Image.open(io.BytesIO(before)).convert("RGB"))
    inkless = np.asarray(Image.open(io.BytesIO(after)).convert("RGB"))
    if shown.shape != inkless.shape:
        return []  # the layout moved: nothing can be compared
    changed = np.any(shown != inkless, axis=2)
    height, width = changed.shape
    out = []
    for i, (rects, characters) in enumerate(boxes):
        inside = [
            (left, top, right, bottom)
            for left, top, right, bottom in rects
            if 0 <= left < right <= width and 0 <= top < bottom <= height
        ]
        if not rects or not characters or len(inside) < len(rects):
            continue  # a box the picture cuts: the rules have decided
        line = sum(b - y for _, y, _, b in inside) / len(inside)
        inked = sum(int(changed[y:b, x:r].sum()) for x, y, r, b in inside)
        if inked < INKED * characters * line * line:
            out.append(i)
    return out


class _Browser:
    """One headless Chromium, used from one thread only."""

    def __init__(self, executable: str) -> None:
        from playwright.sync_api import sync_playwright

        self._playwright = sync_playwright().start()
        try:
            self._browser = self._playwright.chromium.launch(
                executable_path=executable, args=["--no-sandbox", "--disable-gpu"]
            )
        except Exception:
            self._playwright.stop()
            raise

    def visible(self, html: str) -> tuple[str, int]:
        context = self._browser.new_context(
            java_script_enabled=False,
            offline=True,
            viewport={"width": VIEWPORT_WIDTH, "height": 800},
        )
        try:
            context.route("**/*", lambda route: route.abort())
            page = context.new_page()
            page.set_default_timeout(PAGE_TIMEOUT_S * 1000)
            page.set_content(as_scripted(html), wait_until="domcontentloaded")
            height = page.evaluate(
                "() => Math.max(document.documentElement.scrollHeight,"
                " document.body ? document.body.scrollHeight : 0)"
            )
            page.set_viewport_size(
                {"width": VIEWPORT_WIDTH, "height": max(200, min(int(height), MAX_VIEWPORT_HEIGHT))}
            )
            blanked = int(page.evaluate(_MEASURE))
            boxes = page.evaluate(_SHOWN)
            if any(boxes):
                # what is painted, with its text and without its text's ink: a node that
                # changes nothing on the screen is not seen, however it was hidden
                # (the viewport: the page's first MAX_VIEWPORT_HEIGHT pixels; a node below
                # them is left to the rules)
                page.evaluate("() => window.scrollTo(0, 0)")
                before = page.screenshot(animations="disabled")
                page.evaluate(_INKLESS)
                after = page.screenshot(animations="disabled")
                blanked += int(page.evaluate(_BLANK, unpainted(before, after, boxes)))
                page.evaluate("() => document.getElementById('__guardbot_inkless').remove()")
            return page.content(), blanked
        finally:
            context.close()

    def close(self) -> None:
        try:
            self._browser.close()
        finally:
            self._playwright.stop()


_lock = threading.Lock()
_executor: ThreadPoolExecutor | None = None
_browser: _Browser | None = None
_failed: str | None = None


def _executable() -> str | None:
    chosen = os.environ.get("GUARDBOT_CHROMIUM", "").strip()
    if chosen.lower() in ("off", "none", "0", "no"):
        return None
    for candidate in (chosen, "/usr/bin/chromium", "/usr/bin/chromium-browser"):
        if candidate and os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return candidate
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    return found


def _start() -> _Browser:
    global _browser
    if _browser is None:
        executable = _executable()
        if executable is None:
            raise RuntimeError("no Chromium (set GUARDBOT_CHROMIUM to a browser binary)")
        _browser = _Browser(executable)
    return _browser


def _render(html: str) -> tuple[str, int]:
    return _start().visible(html)


def _shutdown() -> None:
    global _executor, _browser
    executor = _executor
    if executor is None:
        return
    if _browser is not None:
        try:
            executor.submit(_browser.close).result(timeout=10)
        except Exception:  # noqa: BLE001 - closing at exit; nothing left to protect
            pass
    executor.shutdown(wait=False)
    _executor, _browser = None, None


def engine() -> str:
    """``"chromium"`` when pages are laid out by the browser, else why the rules alone decide."""
    if _failed:
        return f"rules only ({_failed})"
    if _executable() is None:
        return "rules only (no Chromium; set GUARDBOT_CHROMIUM)"
    try:
        import playwright  # noqa: F401
    except ImportError:
        return "rules only (the playwright package is not installed)"
    return "chromium"


# the ``scripting`` media feature as a reader's browser has it (scripts on), where this
# one has them off: ``(scripting: enabled)`` and ``(scripting)`` hold, ``none`` and
# ``initial-only`` do not (``@media (scripting: enabled) { .x { display: none } }`` hides
# ``.x`` from every reader; laid out with scripts off it would show)
_SCRIPTING_ON = re.compile(r"\(\s*scripting\s*(?::\s*enabled\s*)?\)", re.IGNORECASE)
_SCRIPTING_OFF = re.compile(r"\(\s*scripting\s*:\s*(?:none|initial-only)\s*\)", re.IGNORECASE)


def as_scripted(html: str) -> str:
    """``html`` with its ``scripting`` media queries answered as a browser with scripts on
    answers them (this one runs none of the page's scripts)."""
    html = _SCRIPTING_ON.sub("(min-width: 0px)", html)
    return _SCRIPTING_OFF.sub("(min-width: 0px) and (max-width: -1px)", html)


def laid_out(html: str) -> tuple[str, bool]:
    """(``html`` with every text node a reader would not see blanked, whether Chromium laid
    the page out). Without a browser the markup comes back unchanged and False: the rules of
    the HTML reader then decide. With one, what its styles show is already decided, by the
    cascade a reader's browser applies."""
    global _executor, _failed
    if _failed or not html.strip() or engine() != "chromium":
        return html, False
    with _lock:
        if _executor is None:
            _executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="guardbot-render")
            atexit.register(_shutdown)
        future = _executor.submit(_render, html)
    try:
        shown, blanked = future.result(timeout=PAGE_TIMEOUT_S * 2 + 30)
    except Exception as exc:  # noqa: BLE001 - any browser failure falls back to the rules
        reason = f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"
        if "no Chromium" in reason or "Executable" in reason or "launch" in reason.lower():
            _failed = reason[:200]
        log.warning("Chromium could not lay out an HTML page; rules only for it (%s)", reason)
        return html, False
    if not blanked:
        return html, True  # the page as written when it hides nothing
    log.info("Chromium found %d hidden text node(s) in an HTML page", blanked)
    return shown, True
