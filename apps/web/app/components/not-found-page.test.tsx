// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp, stubNetwork } from "../testing/render-app";
import { NotFoundPage } from "./not-found-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the 404 page", () => {
  it.each([
    ["ar", "٤٠٤"],
    ["en", "404"],
  ] as const)("writes its number in the page's digits, in %s", (language, number) => {
    stubNetwork();
    renderInApp(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
      { language },
    );
    expect(screen.getByText(number, { exact: true })).toBeTruthy();
  });
});
