// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubNetwork } from "../../testing/render-app";
import { renderPage } from "../../testing/render-page";
import { UnitPriceCard } from "./unit-price-card";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const price = { tag: "Apartments", min: 2.5, max: 4, type: "M", typeArabic: "مليون" } as const;

describe("a unit type's price card", () => {
  it("shows its picture, or a drawn building when the company has given none", async () => {
    stubNetwork();
    const { container } = renderPage(
      <>
        <UnitPriceCard price={{ ...price, image: "/media/a.webp" }} label="Apartments" to="/x" />
        <UnitPriceCard price={{ ...price, image: "" }} label="Studios" to="/y" />
      </>,
    );
    await screen.findByText("Studios");
    const images = [...container.querySelectorAll("img")].map((img) => img.getAttribute("src"));
    expect(images).toEqual(["/media/a.webp"]);
    expect(screen.getByRole("link", { name: /Studios/ }).querySelector("svg")).toBeTruthy();
  });
});
