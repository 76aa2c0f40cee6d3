import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { Link as RemixLink, type LinkProps } from "@remix-run/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { Link } from "~/components/ui/link";

/** A link rendered on the server inside a route at /lawyers/42 (so relative paths resolve against it). */
function render(element: ReactElement): string {
  return renderToString(
    createElement(
      MemoryRouter,
      { initialEntries: ["/lawyers/42?page=2"] },
      createElement(Routes, null, createElement(Route, { path: "/lawyers/:id", element })),
    ),
  );
}

const CASES: [string, LinkProps][] = [
  ["an absolute path", { to: "/services", children: "Services" }],
  ["attributes before and after", { to: "/a", className: "nav-user", title: "t", "aria-label": "x", children: "A" } as LinkProps],
  ["a relative path", { to: "../7", children: "Next" }],
  ["a relative path, relative to the path", { to: "..", relative: "path", children: "Up" }],
  ["a search only", { to: "?page=3", children: "3" }],
  ["an object", { to: { pathname: "/browse-law-firms", search: "?q=family", hash: "#r" }, children: "Search" }],
  ["an external URL", { to: "https://example.com/x", children: "Out" }],
  ["a protocol-relative URL", { to: "//example.com/x", children: "Out" }],
  ["a mailto link", { to: "mailto:office@example.com", children: "Mail" }],
  ["prefetch on intent", { to: "/contact", prefetch: "intent", children: "Contact" }],
  ["no discovery", { to: "/contact", discover: "none", children: "Contact" }],
  ["a full document load", { to: "/logout", reloadDocument: true, children: "Out" }],
  ["navigation options", { to: "/x", replace: true, state: { a: 1 }, preventScrollReset: true, viewTransition: true, children: "X" }],
  ["a target", { to: "/files/1", target: "_blank", rel: "noopener", children: "File" }],
  // Absolute paths written as they are, and the ones resolving changes.
  ["a path with a search and a hash", { to: "/browse-law-firms?q=a%20b&page=2#results", children: "R" }],
  ["a hash holding a question mark", { to: "/faq#what?", children: "F" }],
  ["a search holding a question mark", { to: "/x?a=?b", children: "X" }],
  ["a trailing slash", { to: "/legal-updates/", children: "U" }],
  ["the root", { to: "/", children: "Home" }],
  ["a file-like segment", { to: "/assets/a.b.css", children: "F" }],
  ["a dot segment", { to: "/a/./b", children: "B" }],
  ["a dot-dot segment", { to: "/a/b/../c", children: "C" }],
  ["a trailing dot-dot", { to: "/a/b/..", children: "A" }],
  ["a doubled slash", { to: "/a//b", children: "B" }],
  ["a lone question mark", { to: "/x?", children: "X" }],
  ["a lone hash", { to: "/x#", children: "X" }],
  ["a lone question mark before a hash", { to: "/x?#h", children: "X" }],
];

describe("the server's <Link> (app/components/ui/link.tsx)", () => {
  it("is not Remix's own on the server", () => {
    expect(Link).not.toBe(RemixLink);
  });

  it.each(CASES)("writes what Remix's <Link> writes: %s", (_name, props) => {
    const ours = render(createElement(Link, props));
    expect(ours).toBe(render(createElement(RemixLink, props)));
    expect(ours).toContain("<a ");
  });

  it("resolves absolute paths under a basename, as Remix does", () => {
    const under = (element: ReactElement) =>
      renderToString(createElement(MemoryRouter, { basename: "/app", initialEntries: ["/app/x"] }, element));
    for (const to of ["/services", "/browse-law-firms?q=x#r"]) {
      const ours = under(createElement(Link, { to, children: "S" }));
      expect(ours).toBe(under(createElement(RemixLink, { to, children: "S" })));
      expect(ours).toContain(`href="/app${to.replace("&", "&amp;")}"`);
    }
  });
});
