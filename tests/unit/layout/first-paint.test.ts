import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { styleElementText } from "~/components/layout/app-styles";
import { INERT_MODULE, INERT_PRELOAD, START_AFTER_PAINT, inert } from "~/components/layout/scripts-after-paint";

describe("scripts started after the first paint (decision record 032)", () => {
  it("makes Remix's module preloads and module script inert and leaves the other scripts alone", () => {
    const scripts = createElement(
      Fragment,
      null,
      createElement("link", { rel: "modulepreload", href: "/assets/entry.js" }),
      [createElement("link", { key: "a", rel: "modulepreload", href: "/assets/a.js" })],
      createElement(
        Fragment,
        null,
        createElement("script", { nonce: "n", dangerouslySetInnerHTML: { __html: "window.__remixContext = {};" } }),
        createElement("script", { nonce: "n", type: "module", async: true, dangerouslySetInnerHTML: { __html: 'import "/assets/entry.js";' } }),
      ),
    );
    const html = renderToStaticMarkup(createElement(Fragment, null, inert(scripts)));
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(`<link rel="${INERT_PRELOAD}" href="/assets/entry.js"/>`);
    expect(html).toContain(`<link rel="${INERT_PRELOAD}" href="/assets/a.js"/>`);
    expect(html).toContain('<script nonce="n">window.__remixContext = {};</script>');
    // Same text, so the policy admits it by nonce or by hash once it is turned on.
    expect(html).toContain(`<script nonce="n" type="${INERT_MODULE}">import "/assets/entry.js";</script>`);
    expect(html).not.toContain("async");
  });

  it("passes null through (Remix renders nothing once hydrated)", () => {
    expect(inert(null)).toBeNull();
  });

  it("has a starter that is valid JavaScript and looks for exactly those markers", () => {
    expect(() => new Function(START_AFTER_PAINT)).not.toThrow();
    expect(START_AFTER_PAINT).toContain(`link[rel="${INERT_PRELOAD}"]`);
    expect(START_AFTER_PAINT).toContain(`script[type="${INERT_MODULE}"]`);
  });
});

describe("the stylesheet written into the head", () => {
  it("cannot close its <style> element early", () => {
    expect(styleElementText('a::after{content:"</style><script>"}')).toBe('a::after{content:"<\\/style><script>"}');
    expect(styleElementText("a{color:red}")).toBe("a{color:red}");
  });
});
