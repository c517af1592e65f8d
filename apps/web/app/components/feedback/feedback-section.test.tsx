// @vitest-environment jsdom
import { STORAGE_KEYS } from "@capital/contract/constants";
import type { Feedback } from "@capital/contract/feedback";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeJwt } from "../../testing/api-network";
import { aUser } from "../../testing/fixtures";
import { stubNetwork } from "../../testing/render-app";
import { renderPage } from "../../testing/render-page";
import { FeedbackSection } from "./feedback-section";

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const writer = aUser();
const onlyFeedback: Feedback = {
  id: 31,
  creatorId: writer.id,
  creatorName: writer.name,
  creatorPhoto: null,
  text: "Handed over on time",
  date: 1_764_000_000,
  likersIds: [],
  replies: [],
};

function signedInAsTheWriter() {
  localStorage.setItem(STORAGE_KEYS.refreshToken, "refresh-1");
  const network = stubNetwork();
  network.on("POST", "/token/refresh/", () => ({ access: fakeJwt(300), refresh: "refresh-2" }));
  network.on("GET", "/users/data/", () => writer);
  network.on("DELETE", "/feedbacks/:id/", () => ({ message: "Feedback deleted." }));
  return network;
}

describe("FeedbackSection", () => {
  it("gives focus to the list's place when the page's only feedback is deleted, not to the page's start", async () => {
    const network = signedInAsTheWriter();
    renderPage(<FeedbackSection companyId={4} companyName="Orbit" feedbacks={[onlyFeedback]} />, {
      language: "en",
    });
    const article = await screen.findByRole("article");
    await userEvent.click(await within(article).findByRole("button", { name: "Delete" }));
    const asking = await screen.findByRole("dialog");
    await userEvent.click(within(asking).getByRole("button", { name: "Delete" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(network.sent("DELETE", "/feedbacks/:id/")).toHaveLength(1);
    expect(screen.queryByRole("article")).toBeNull();
    const focused = document.activeElement;
    expect(focused).not.toBe(document.body);
    expect(focused?.textContent).toContain("No reviews");
  });
});
