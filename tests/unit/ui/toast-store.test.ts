import { describe, expect, it } from "vitest";
import { toastStore } from "~/components/toast/toast-store";
import { makeToast } from "~/utils/toast";

describe("the toast queue (spec §9, issue 29)", () => {
  it("shows one toast at a time; a later navigation's toasts remove an earlier error at once and wait behind other messages", () => {
    const failed = makeToast({ kind: "error", title: "saveFailed" });
    const note = makeToast({ kind: "info", title: "checkEmail" });
    toastStore.push([failed], "nav-1");
    // A second list of the same navigation (the root's flash beside a dashboard's own) waits its turn.
    toastStore.push([note], "nav-1");
    expect(toastStore.current()).toBe(failed);
    // The next submission succeeds within the error's 5 seconds: the error goes; the unread note, then the success.
    const saved = makeToast({ kind: "success", title: "saved" });
    toastStore.push([saved], "nav-2");
    expect(toastStore.current()).toBe(note);
    toastStore.dismiss(note.id);
    expect(toastStore.current()).toBe(saved);
    toastStore.dismiss(saved.id);
    expect(toastStore.current()).toBeNull();
    // A list seen already (the same loader data handed over again) changes nothing.
    toastStore.push([failed, saved], "nav-3");
    expect(toastStore.current()).toBeNull();
  });
});
