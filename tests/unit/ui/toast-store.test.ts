import { describe, expect, it } from "vitest";
import { toastStore } from "~/components/toast/toast-store";
import { makeToast } from "~/utils/toast";

describe("the toast queue (spec §9, issue 29)", () => {
  it("shows one toast at a time, and a later submission's toasts replace an earlier one's", () => {
    const failed = makeToast({ kind: "error", title: "saveFailed" });
    const also = makeToast({ kind: "info", title: "checkEmail" });
    toastStore.push([failed], "nav-1");
    // A second list of the same navigation (the root's flash beside a dashboard's own) waits its turn.
    toastStore.push([also], "nav-1");
    expect(toastStore.current()).toBe(failed);
    toastStore.dismiss(failed.id);
    expect(toastStore.current()).toBe(also);
    toastStore.push([failed], "nav-1");
    // The next submission succeeds within the error's 5 seconds: its toast shows now, what the earlier one left goes.
    const saved = makeToast({ kind: "success", title: "saved" });
    toastStore.push([saved], "nav-2");
    expect(toastStore.current()).toBe(saved);
    toastStore.dismiss(saved.id);
    expect(toastStore.current()).toBeNull();
    // A batch seen already (the same loader data handed over again) changes nothing.
    toastStore.push([failed]);
    expect(toastStore.current()).toBeNull();
  });
});
