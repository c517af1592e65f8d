// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp, stubNetwork } from "../../testing/render-app";
import { AboutSection } from "./about-section";

// Unmounted before the next test and before jsdom goes: a mounted app's pending work would run on no window.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a project's about section", () => {
  it("names only what the project has", () => {
    stubNetwork();
    renderInApp(
      <AboutSection title="About" intro="A compound by the river." importantAreas={[]} features={["Pool"]} />,
    );
    expect(screen.getByRole("heading", { name: "About" })).toBeTruthy();
    expect(screen.getByText("A compound by the river.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Features" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Important nearby areas" })).toBeNull();
  });

  it("is left out when a new project has nothing to say yet", () => {
    stubNetwork();
    const { container } = renderInApp(
      <AboutSection title="About" intro="" importantAreas={[]} features={[]} />,
      { language: "ar" },
    );
    expect(container.querySelector("#about")).toBeNull();
  });
});
