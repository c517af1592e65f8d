// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { currentPath, savePendingAction, signInHref, takePendingAction } from "./pending-action";

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

describe("the action a signed-out buyer asked for", () => {
  it("is finished once, on the page it was asked on, in either language", () => {
    const path = currentPath({ pathname: "/en/mall/commercial/2", search: "?floor=0&unit=156" });
    expect(path).toBe("/mall/commercial/2?floor=0&unit=156");
    savePendingAction({ kind: "favourite", unitIds: [156], path });
    expect(takePendingAction("/mall/info/2")).toBeNull();
    expect(takePendingAction(path)).toEqual({ kind: "favourite", unitIds: [156], path });
    expect(takePendingAction(path)).toBeNull();
  });

  it("is dropped after half an hour", () => {
    vi.useFakeTimers();
    savePendingAction({ kind: "book", unitIds: [1, 2], path: "/x" });
    vi.advanceTimersByTime(31 * 60 * 1000);
    expect(takePendingAction("/x")).toBeNull();
  });
});

describe("where sign-in returns to", () => {
  it("is carried in the sign-in link", () => {
    expect(signInHref("/mall/info/2?x=1")).toBe("/signin?next=%2Fmall%2Finfo%2F2%3Fx%3D1");
    expect(signInHref("/", "/signup")).toBe("/signup");
  });
});
