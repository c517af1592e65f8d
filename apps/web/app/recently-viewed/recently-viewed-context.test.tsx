// @vitest-environment jsdom
import { STORAGE_KEYS } from "@capital/contract/constants";
import type { RecentProject } from "@capital/contract/recently-viewed";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionHint } from "../lib/browser-storage";
import { fakeJwt } from "../testing/api-network";
import { aUser } from "../testing/fixtures";
import { held, stubNetwork } from "../testing/render-app";
import { renderPage } from "../testing/render-page";
import { useRecentlyViewed } from "./recently-viewed-context";

const project = (id: number, name: string): RecentProject => ({
  id,
  type: "compound",
  name,
  nameArabic: name,
  projectImage: "/media/p.jpg",
  address: "R7",
  addressArabic: "R7",
});

/** A page that shows the recently viewed projects and opens one. */
function RecentPage() {
  const { lists, load, record } = useRecentlyViewed();
  useEffect(() => load(), [load]);
  return (
    <main>
      <button type="button" onClick={() => record("project", 7)}>
        Open project 7
      </button>
      <ul aria-label="Recently viewed">
        {lists?.projects.map((p) => (
          <li key={p.id}>{p.name}</li>
        ))}
      </ul>
    </main>
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  setSessionHint(false);
  vi.unstubAllGlobals();
});

describe("recently viewed", () => {
  it("a view recorded while the lists still load is not drawn over by the older answer", async () => {
    localStorage.setItem(STORAGE_KEYS.refreshToken, "refresh-1");
    const network = stubNetwork();
    network.on("POST", "/token/refresh/", () => ({ access: fakeJwt(300), refresh: "refresh-2" }));
    network.on("GET", "/users/data/", () => aUser());
    network.on("GET", "/favourites/", () => []);
    network.on("GET", "/bookings/", () => []);
    const loadHeld = held();
    network.on("GET", "/recently-viewed/", async () => {
      await loadHeld.promise;
      return { units: [], projects: [project(3, "Older view")] };
    });
    network.on("POST", "/recently-viewed/", () => ({
      units: [],
      projects: [project(7, "Just opened"), project(3, "Older view")],
    }));
    renderPage(<RecentPage />, { language: "en" });
    await waitFor(() => expect(network.sent("GET", "/recently-viewed/")).toHaveLength(1));

    await userEvent.click(screen.getByRole("button", { name: "Open project 7" }));
    await screen.findByText("Just opened");
    loadHeld.release();
    // Time for the older answer to arrive and be drawn, were it drawn.
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Just opened",
      "Older view",
    ]);
  });
});
