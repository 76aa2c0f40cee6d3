import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { installRouteMatchingCache } from "#server/http/route-matching";

const require = createRequire(import.meta.url);
const router = require("@remix-run/router") as typeof import("@remix-run/router");
const original = router.matchRoutes;

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
  it("answers exactly as @remix-run/router does, and hands out copies", () => {
    installRouteMatchingCache();
    expect(router.matchRoutes).not.toBe(original);
    for (const path of ["/", "/browse-law-firms", "/lawyer-profile/abc%20d", "/services/family/divorce", "/dashboard/admin", "/dashboard/admin/users/7", "/nowhere"]) {
      const expected = original(routes, path);
      const first = router.matchRoutes(routes, path);
      const again = router.matchRoutes(routes, { pathname: path });
      expect(first).toEqual(expected);
      expect(again).toEqual(expected);
      if (first && again) {
        // A caller that changes its params must not change the next caller's.
        expect(again[0]).not.toBe(first[0]);
        (first.at(-1)!.params as Record<string, string>).extra = "x";
        expect(router.matchRoutes(routes, path)!.at(-1)!.params.extra).toBeUndefined();
      }
    }
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
