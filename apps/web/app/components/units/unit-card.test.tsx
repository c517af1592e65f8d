// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionHint } from "../../lib/browser-storage";
import { aUnit } from "../../testing/fixtures";
import { stubNetwork } from "../../testing/render-app";
import { renderPage } from "../../testing/render-page";
import { UnitCard } from "./unit-card";
import { useUnitActions } from "./use-unit-actions";

const unit = aUnit(5, {
  name: "Apartment 5",
  nameArabic: "شقة ٥",
  area: 1250,
  propertyFloor: 14,
  roomsNumber: 3,
  totalPrice: 3_250_000,
  pricePerMeter: 26_000,
});

function Card({ first }: { first?: boolean }) {
  const actions = useUnitActions();
  return <UnitCard unit={unit} mode="search" actions={actions} onDetails={() => {}} first={first} />;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  setSessionHint(false);
  vi.unstubAllGlobals();
});

describe("a unit card's figures", () => {
  it("are in Arabic-Indic digits with Arabic plural forms in Arabic", async () => {
    stubNetwork();
    renderPage(<Card />, { language: "ar" });
    const card = (await screen.findByRole("heading", { name: "شقة ٥" })).closest("article") as HTMLElement;
    const text = card.textContent ?? "";
    expect(within(card).getByText(/الدور ١٤/)).toBeTruthy();
    expect(text).toContain("١٬٢٥٠ متر مربع");
    expect(text).toContain("٣ غرف");
    expect(text).toContain("٣٬٢٥٠٬٠٠٠");
    expect(text).toContain("٢٦٬٠٠٠");
    expect(text).not.toMatch(/[0-9]/);
  });

  it("are in Western digits with English plurals in English", async () => {
    stubNetwork();
    renderPage(<Card />, { language: "en" });
    const card = (await screen.findByRole("heading", { name: "Apartment 5" })).closest(
      "article",
    ) as HTMLElement;
    const text = card.textContent ?? "";
    expect(text).toContain("Floor 14");
    expect(text).toContain("1,250 m²");
    expect(text).toContain("3 rooms");
    expect(text).toMatch(/EGP\s?3,250,000/);
  });
});

describe("a unit card's picture", () => {
  it("is asked for first on the first card (a search page's largest paint), lazily on the others", async () => {
    stubNetwork();
    const { container } = renderPage(
      <>
        <Card first />
        <Card />
      </>,
      { language: "ar" },
    );
    await screen.findAllByRole("heading", { name: "شقة ٥" });
    const [first, other] = [...container.querySelectorAll("article img")];
    expect(first?.getAttribute("fetchpriority")).toBe("high");
    expect(first?.getAttribute("loading")).toBe("eager");
    expect(other?.getAttribute("fetchpriority")).toBe("auto");
    expect(other?.getAttribute("loading")).toBe("lazy");
  });
});
