// @vitest-environment jsdom
import { STORAGE_KEYS } from "@capital/contract/constants";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CompareButton } from "../components/units/compare-button";
import { aUnit } from "../testing/fixtures";
import { stubNetwork } from "../testing/render-app";
import { renderPage } from "../testing/render-page";
import { CompareTray } from "./compare-tray";

const units = [1, 2, 3, 4, 5].map((id) => aUnit(id, { name: `Apartment ${id}` }));

function ComparePicker() {
  return (
    <main>
      {units.map((unit) => (
        <CompareButton key={unit.id} unit={unit} />
      ))}
      <CompareTray />
    </main>
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

async function showPicker(language: "ar" | "en") {
  renderPage(<ComparePicker />, { language });
  await screen.findAllByRole("button", { pressed: false });
}

const button = (id: number) => screen.getByRole("button", { name: new RegExp(`Apartment ${id},`) });
const tray = () => screen.getByRole("region", { name: "Units to compare" });

describe("the compare tray", () => {
  it("adds and removes units with a pressed toggle, and opens the comparison from two", async () => {
    stubNetwork();
    await showPicker("en");
    expect(screen.queryByRole("region", { name: "Units to compare" })).toBeNull();

    await userEvent.click(button(1));
    expect(button(1).getAttribute("aria-pressed")).toBe("true");
    expect(tray().textContent).toContain("1 of 4 units");
    expect(tray().textContent).toContain("Add one more unit to compare");
    expect(within(tray()).queryByRole("link", { name: "Compare now" })).toBeNull();

    await userEvent.click(button(3));
    // An English page's link stays in English (decision 22).
    expect(within(tray()).getByRole("link", { name: "Compare now" }).getAttribute("href")).toBe(
      "/en/compare?units=1,3",
    );

    await userEvent.click(
      within(tray()).getByRole("button", { name: "Remove Apartment 1 from the comparison" }),
    );
    expect(button(1).getAttribute("aria-pressed")).toBe("false");
    expect(tray().textContent).toContain("1 of 4 units");
  });

  it("holds four units and says so when a fifth is picked", async () => {
    stubNetwork();
    await showPicker("en");
    for (const id of [1, 2, 3, 4, 5]) await userEvent.click(button(id));
    expect(button(5).getAttribute("aria-pressed")).toBe("false");
    expect(tray().textContent).toContain("4 of 4 units");
    expect(await screen.findByText(/You can compare up to 4 units/)).toBeTruthy();
  });

  it("follows the buyer: kept in the browser, read back on the next page", async () => {
    stubNetwork();
    await showPicker("en");
    await userEvent.click(button(2));
    await userEvent.click(button(4));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.compareTray) ?? "[]")).toEqual([
      { id: 2, name: "Apartment 2", nameArabic: units[1]?.nameArabic, unitImage: units[1]?.unitImage },
      { id: 4, name: "Apartment 4", nameArabic: units[3]?.nameArabic, unitImage: units[3]?.unitImage },
    ]);
    cleanup();
    await showPicker("ar");
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "وحدات للمقارنة" }).textContent).toContain("وحدتان من ٤"),
    );
  });

  it("ignores what it cannot read back", async () => {
    localStorage.setItem(STORAGE_KEYS.compareTray, '[{"id":"x"}]');
    stubNetwork();
    await showPicker("en");
    await userEvent.click(button(1));
    expect(tray().textContent).toContain("1 of 4 units");
  });
});
