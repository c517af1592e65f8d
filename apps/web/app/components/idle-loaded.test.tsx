// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { idleLoaded } from "./idle-loaded";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe("idleLoaded", () => {
  const load = vi.fn(async () => Greeting);
  const IdleGreeting = idleLoaded(load);

  it("fetches and shows the part only once the page is idle", async () => {
    vi.useFakeTimers();
    render(<IdleGreeting name="Mona" />);
    expect(screen.queryByText("Hello Mona")).toBeNull();
    expect(load).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(screen.getByText("Hello Mona")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shows it at once on a later page, without fetching it again", async () => {
    vi.useFakeTimers();
    render(<IdleGreeting name="Omar" />);
    // No time passes: only the already fetched module's promise settles.
    await act(async () => {});
    expect(screen.getByText("Hello Omar")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
