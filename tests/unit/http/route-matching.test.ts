import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { installRouteMatchingCache } from "#server/http/route-matching";

const require = createRequire(import.meta.url);
const router = require("@remix-run/router") as typeof import("@remix-run/router");

const routes = [
  {
    id: "root",
    path: "",
    children: [
      { id: "home", index: true },
      { id: "directory", path: "browse-law-firms" },
      { id: "profile", path: "lawyer-profile/:lawyerId" },
      { id: "services", path: "services/*" },
      { id: "admin", path: "dashboard/admin", children: [{ id: "admin-index", index: true }, { id: "user", path: "users/:userId" }] },
    ],
  },
];

describe("route matching built once per process", () => {
  it("answers exactly as @remix-run/router does unpatched, and hands out copies", async () => {
    // The ES module build is left unpatched (the server loads the CommonJS one): the reference.
    const unpatched = (await import("@remix-run/router/dist/router.js" as string)) as typeof import("@remix-run/router");
    expect(unpatched.matchRoutes).not.toBe(router.matchRoutes);
    for (let round = 0; round < 2; round++) {
      for (const path of ["/", "/browse-law-firms", "/lawyer-profile/abc%20d", "/services/family/divorce", "/dashboard/admin", "/dashboard/admin/users/7", "/nowhere"]) {
        const expected = unpatched.matchRoutes(routes, path);
        const first = router.matchRoutes(routes, path);
        const again = router.matchRoutes(routes, { pathname: path });
        expect(first).toEqual(expected);
        expect(again).toEqual(expected);
        if (first && again) {
          // A caller that changes its matches or params must not change the next caller's.
          expect(again[0]).not.toBe(first[0]);
          (first.at(-1)!.params as Record<string, string>).extra = "x";
          first.at(-1)!.pathname = "/changed";
          expect(router.matchRoutes(routes, path)!.at(-1)!.params.extra).toBeUndefined();
          expect(router.matchRoutes(routes, path)!.at(-1)!.pathname).toBe(expected!.at(-1)!.pathname);
          // Every match of a branch shares one params object, as unpatched.
          expect(again[0]!.params).toBe(again.at(-1)!.params);
        }
      }
    }
    // Another tree with the same paths is matched on its own.
    const other = [{ id: "solo", path: "/browse-law-firms" }];
    expect(router.matchRoutes(other, "/browse-law-firms")!.map((m) => m.route.id)).toEqual(["solo"]);
    expect(router.matchRoutes(routes, "/browse-law-firms")!.map((m) => m.route.id)).toEqual(["root", "directory"]);
  });

  it("gives the static router the same data routes and fills its manifest every time", () => {
    installRouteMatchingCache();
    const map = () => ({ hasErrorBoundary: false });
    const first: Parameters<typeof router.UNSAFE_convertRoutesToDataRoutes>[3] = {};
    const a = router.UNSAFE_convertRoutesToDataRoutes(routes, map, undefined, first);
    const second: Parameters<typeof router.UNSAFE_convertRoutesToDataRoutes>[3] = {};
    const b = router.UNSAFE_convertRoutesToDataRoutes(routes, map, undefined, second);
    expect(b).toBe(a);
    expect(Object.keys(second).sort()).toEqual(Object.keys(first).sort());
    expect(second.profile).toBe(first.profile);
  });
});

describe("@remix-run/router as patched (patches/, applied by npm's postinstall)", () => {
  it("is the patched copy", async () => {
    const fs = await import("node:fs");
    expect(fs.readFileSync(require.resolve("@remix-run/router"), "utf8")).toContain("Patched for qanun");
  });

  it("keeps each pattern's case sensitivity and end apart once compiled", () => {
    for (let round = 0; round < 2; round++) {
      expect(router.matchPath({ path: "/a/:id", caseSensitive: true }, "/A/1")).toBeNull();
      expect(router.matchPath({ path: "/a/:id" }, "/A/1")?.params.id).toBe("1");
      expect(router.matchPath({ path: "/a", end: false }, "/a/b")).not.toBeNull();
      expect(router.matchPath({ path: "/a", end: true }, "/a/b")).toBeNull();
    }
  });

  it("a static handler (the server's own matching) answers every path of a tree right, request after request", async () => {
    const handler = router.createStaticHandler([
      {
        id: "root",
        path: "/",
        loader: () => "root",
        children: [
          { id: "home", index: true, loader: () => "home" },
          { id: "profile", path: "lawyer-profile/:lawyerId", loader: ({ params }) => params.lawyerId ?? null },
        ],
      },
    ]);
    for (const [path, leaf, data] of [
      ["/", "home", "home"],
      ["/lawyer-profile/7", "profile", "7"],
      ["/lawyer-profile/8", "profile", "8"],
      ["/", "home", "home"],
    ] as const) {
      const context = await handler.query(new Request(`http://x${path}`));
      if (context instanceof Response) throw new Error("unexpected response");
      expect(context.matches.at(-1)!.route.id).toBe(leaf);
      expect(context.loaderData[leaf]).toBe(data);
    }
    const missing = await handler.query(new Request("http://x/nowhere"));
    expect(missing instanceof Response ? missing.status : missing.statusCode).toBe(404);
  });

  it("resolves a link to an absolute path the same wherever it is rendered, and hands out copies", () => {
    const resolve = (router as unknown as { resolveTo: (to: string, routes: string[], location: string, relative?: boolean) => { pathname: string; search: string; hash: string } }).resolveTo;
    for (let round = 0; round < 2; round++) {
      expect(resolve("/services/family?x=1#faq", ["/", "/dashboard"], "/dashboard/user")).toEqual({ pathname: "/services/family", search: "?x=1", hash: "#faq" });
      expect(resolve("/services/family?x=1#faq", ["/"], "/legal-updates/")).toEqual({ pathname: "/services/family", search: "?x=1", hash: "#faq" });
      expect(resolve("/a/./b/../c/", [], "/x")).toEqual({ pathname: "/a/c/", search: "", hash: "" });
      // Relative links still resolve against where they are.
      expect(resolve("edit", ["/", "/dashboard"], "/dashboard/user").pathname).toBe("/dashboard/edit");
      expect(resolve("edit", ["/", "/cases"], "/cases/1").pathname).toBe("/cases/edit");
    }
    const first = resolve("/contact", [], "/");
    first.pathname = "/changed";
    expect(resolve("/contact", [], "/").pathname).toBe("/contact");
  });
});
