/**
 * What the layout walk (tests/e2e/ui/layout-widths.spec.ts) measures in the page at one width. `measureInPage` is serialised into
 * the page by `page.evaluate`, so it must not refer to anything outside itself.
 */
export interface Findings {
  sideways: string[];
  header: string[];
  clipped: string[];
  broken: string[];
  overlapping: string[];
  covered: string[];
}

/** Everything measured in the page at the current width (a plain function: it is serialised into the page). */
export function measureInPage(maxHeaderHeight: number): Findings {
  const doc = document.documentElement;
  const vw = doc.clientWidth;
  const describe = (el: Element | null) => {
    if (!el) return "?";
    const cls = typeof el.className === "string" && el.className.trim() ? `.${el.className.trim().split(/\s+/).slice(0, 3).join(".")}` : "";
    const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    return `${el.tagName.toLowerCase()}${cls}${text ? ` "${text}"` : ""}`;
  };
  const hiddenBy = (el: Element) => el.closest("[hidden], .visually-hidden, .sr-only, details:not([open]) > :not(summary), template, noscript");
  const visibleCache = new Map<Element, boolean>();
  const visible = (el: Element) => {
    let known = visibleCache.get(el);
    if (known === undefined) visibleCache.set(el, (known = isVisible(el)));
    return known;
  };
  const isVisible = (el: Element) => {
    const r = el.getBoundingClientRect();
    // Off the screen on purpose (the spam trap's field): not shown. Had it widened the page, the first check says so.
    if (r.width < 1 || r.height < 1 || r.right < 0 || r.left > doc.clientWidth || hiddenBy(el)) return false;
    const style = getComputedStyle(el);
    return style.visibility !== "hidden" && style.display !== "none" && style.opacity !== "0";
  };
  const inFixed = (el: Element) => {
    for (let node: Element | null = el; node; node = node.parentElement) if (getComputedStyle(node).position === "fixed") return true;
    return false;
  };
  const findings: Findings = { sideways: [], header: [], clipped: [], broken: [], overlapping: [], covered: [] };

  // 1. Wider than the viewport: the outermost elements that reach past an edge.
  if (doc.scrollWidth > vw) {
    for (const el of document.body.querySelectorAll("*")) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || (r.right <= vw + 1 && r.left >= -1)) continue;
      const parent = el.parentElement?.getBoundingClientRect();
      if (parent && (parent.right > vw + 1 || parent.left < -1)) continue;
      findings.sideways.push(`${describe(el)} spans ${Math.round(r.left)}..${Math.round(r.right)} of ${vw}`);
      if (findings.sideways.length >= 4) break;
    }
    if (!findings.sideways.length) findings.sideways.push(`document ${doc.scrollWidth}px wide in ${vw}px`);
  }

  // 1b. The header stays one row (spec §9's scroll padding: at most MAX_HEADER_HEIGHT), and no two of its items, nor
  // two of the main column's controls and headings, are drawn over each other (inline links in a sentence may overlap
  // the line above by their font's ascent: only boxes count).
  const header = document.querySelector("header.site-header");
  const headerHeight = header ? header.getBoundingClientRect().height : 0;
  if (headerHeight > maxHeaderHeight) findings.header.push(`header ${Math.round(headerHeight)}px high`);
  const boxed = (el: Element) => visible(el) && !inFixed(el) && getComputedStyle(el).display !== "inline";
  const overlapsIn = (elements: Element[]) => {
    const rects = elements.map((el) => [el, el.getBoundingClientRect()] as const);
    for (let i = 0; i < rects.length; i++) {
      for (let j = i + 1; j < rects.length; j++) {
        const [a, ra] = rects[i]!;
        const [b, rb] = rects[j]!;
        if (a.contains(b) || b.contains(a)) continue;
        const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (w > 2 && h > 2) findings.overlapping.push(`${describe(a)} over ${describe(b)}`);
      }
    }
  };
  if (header) overlapsIn([...header.querySelectorAll("a, button, summary")].filter(boxed));
  const main = document.querySelector("main") ?? document.body;
  overlapsIn([...main.querySelectorAll("a, button, input, select, textarea, h1, h2, h3")].filter(boxed));

  // 1c. Text cut off by a box too small for it (overflow hidden or clip without an ellipsis; tables and code scroll).
  for (const el of main.querySelectorAll("*")) {
    if (!(el.textContent ?? "").trim() || !visible(el) || inFixed(el)) continue;
    const style = getComputedStyle(el);
    const clips = ["hidden", "clip"].includes(style.overflowX) || ["hidden", "clip"].includes(style.overflowY);
    if (!clips || style.textOverflow === "ellipsis" || el.closest("pre, code, table, .table-scroll")) continue;
    if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) findings.clipped.push(`text cut off in ${describe(el)}`);
  }

  // 2. Clipped form controls.
  const canvas = document.createElement("canvas").getContext("2d")!;
  const textWidth = (text: string, style: CSSStyleDeclaration) => {
    canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return canvas.measureText(text).width;
  };
  for (const control of document.querySelectorAll<HTMLElement>("input:not([type=hidden]), select, textarea, button, .btn-primary, .btn-secondary")) {
    if (!visible(control) || inFixed(control)) continue;
    const r = control.getBoundingClientRect();
    if (r.left < -1 || r.right > vw + 1) {
      findings.clipped.push(`${describe(control)} at ${Math.round(r.left)}..${Math.round(r.right)} outside the ${vw}px viewport`);
      continue;
    }
    for (let box = control.parentElement; box && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.overflowX === "visible" && style.overflowY === "visible") continue;
      const b = box.getBoundingClientRect();
      const left = b.left + box.clientLeft;
      const right = left + box.clientWidth;
      if (r.left >= left - 1 && r.right <= right + 1) continue;
      const scrolls = ["auto", "scroll"].includes(style.overflowX);
      if (scrolls && box.classList.contains("table-scroll")) break; // a frame that shows it scrolls
      findings.clipped.push(`${describe(control)} cut by ${describe(box)} (overflow ${style.overflowX}${scrolls ? ", no sign that it scrolls" : ""})`);
      break;
    }
    const style = getComputedStyle(control);
    const inner = control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    if (control instanceof HTMLSelectElement) {
      const label = control.selectedOptions[0]?.textContent?.trim() ?? "";
      // The arrow takes about 1rem of the box; the option's text must fit in the rest.
      if (label && textWidth(label, style) > inner - 12) findings.clipped.push(`${describe(control)} shows "${label}" in ${Math.round(inner)}px`);
    } else if (control.tagName === "BUTTON" || control.matches("a")) {
      if (control.scrollWidth > control.clientWidth + 1 && style.overflowX !== "visible") findings.clipped.push(`${describe(control)} cuts its label`);
    }
  }

  // 3. Words and references broken across lines, phrases set a word per line, text drawn over text.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const boxes: { node: number; rect: DOMRect; word: string }[] = [];
  let nodeIndex = 0;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement;
    if (!parent || !node.data.trim() || parent.closest("script, style, pre, code, textarea, select, option, svg, .chatbot, .toast-viewport") || !visible(parent)) continue;
    nodeIndex++;
    // A name cut short with an ellipsis (the header's account name) is not drawn past its box: its hidden words are not
    // on the page, so they are measured only where they show.
    let clip: DOMRect | null = null;
    for (let box: HTMLElement | null = parent; box && box !== document.body; box = box.parentElement) {
      if (getComputedStyle(box).overflowX !== "visible") {
        clip = box.getBoundingClientRect();
        break;
      }
    }
    const words = [...node.data.matchAll(/\S+/g)];
    const lines = new Set<number>();
    for (const match of words) {
      range.setStart(node, match.index!);
      range.setEnd(node, match.index! + match[0].length);
      const rects = [...range.getClientRects()]
        .map((rect) => (clip ? new DOMRect(Math.max(rect.left, clip.left), rect.top, Math.min(rect.right, clip.right) - Math.max(rect.left, clip.left), rect.height) : rect))
        .filter((rect) => rect.width > 0.5);
      if (!rects.length) continue;
      const tops = [...new Set(rects.map((rect) => Math.round(rect.top)))];
      const lineHeight = Math.min(...rects.map((rect) => rect.height));
      const onLines = tops.filter((top, i) => tops.findIndex((other) => Math.abs(other - top) < lineHeight / 2) === i).length;
      const word = match[0];
      // A word of letters split mid-letters, or a reference (letters and digits joined by dashes) split anywhere. Long
      // addresses (e-mail, links) may wrap where they must.
      const bare = word.replace(/[\u2066-\u2069«»()"'.,:؛،]/g, "");
      const reference = /^[A-Z0-9]{1,4}(-[A-Z0-9]{3,}){1,2}$/.test(bare);
      // Letters joined by a hyphen (Al-Naimi, end-to-end) may wrap at it, as print does; addresses and file names where
      // they must.
      // (The extension is read on the word itself: `bare` has lost its dots.)
      const mayWrap = /[@/]/.test(word) || /\.[a-z0-9]{2,4}[\u2066-\u2069«»()"'.,:؛،]*$/i.test(word) || (/-/.test(bare) && !/\d/.test(bare)) || /–/.test(bare) || word.length > 30;
      if (onLines > 1 && (reference || !mayWrap)) {
        findings.broken.push(`"${word}" broken over ${onLines} lines in ${describe(parent)}`);
      }
      lines.add(Math.round(rects[0]!.top / Math.max(1, lineHeight / 2)));
      for (const rect of rects) boxes.push({ node: nodeIndex, rect, word });
    }
    // Four words or more, each alone on its line: the column is too narrow for the phrase.
    if (words.length >= 4 && lines.size >= words.length && words.every((w) => w[0].length > 1)) {
      findings.broken.push(`"${node.data.trim().slice(0, 40)}" set one word per line in ${describe(parent)}`);
    }
  }
  // Text over text: words of different text nodes whose boxes overlap by more than 70% of the smaller one's height (lines
  // set tight, as headings are, overlap their neighbours' ascent and descent by less).
  const rows = new Map<number, typeof boxes>();
  for (const box of boxes) {
    const row = Math.floor((box.rect.top + window.scrollY) / 24);
    for (const key of [row, row + 1]) rows.set(key, [...(rows.get(key) ?? []), box]);
  }
  const seen = new Set<string>();
  for (const list of rows.values()) {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const a = list[i]!;
        const b = list[j]!;
        if (a.node === b.node) continue;
        const w = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const h = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (w > 2 && h > Math.min(a.rect.height, b.rect.height) * 0.7) {
          const key = `${a.word}|${b.word}`;
          if (!seen.has(key)) findings.overlapping.push(`"${a.word}" drawn over "${b.word}"`);
          seen.add(key);
        }
      }
    }
  }

  // 4. The assistant's button, with the page scrolled to its end: nothing readable or usable under it.
  const launcher = document.querySelector(".chatbot-button");
  if (launcher && visible(launcher)) {
    const startY = window.scrollY;
    window.scrollTo(0, doc.scrollHeight);
    const l = launcher.getBoundingClientRect();
    // The words were measured before the scroll: moved by as much as the page scrolled.
    const shift = window.scrollY - startY;
    const under = (r: DOMRect) => r.width > 0 && Math.min(r.right, l.right) - Math.max(r.left, l.left) > 1 && Math.min(r.bottom, l.bottom) - Math.max(r.top, l.top) > 1;
    for (const el of document.querySelectorAll("a, button, input, select, textarea, summary, label")) {
      if (el.closest(".chatbot") || !visible(el) || inFixed(el)) continue;
      if ([...el.getClientRects()].some(under)) findings.covered.push(describe(el));
    }
    for (const box of boxes) {
      const moved = new DOMRect(box.rect.x, box.rect.y - shift, box.rect.width, box.rect.height);
      if (under(moved) && findings.covered.length < 6) findings.covered.push(`"${box.word}"`);
    }
    window.scrollTo(0, 0);
  }
  for (const key of Object.keys(findings) as (keyof Findings)[]) findings[key] = [...new Set(findings[key])].slice(0, 8);
  return findings;
}
