// @vitest-environment jsdom
import { DEFAULT_PAGE_SIZE } from "@capital/contract/constants";
import type { Paged } from "@capital/contract/paging";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useCallback } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { LanguageProvider } from "../i18n/language-context";
import { messagesFor } from "../i18n/messages.server";
import { partnerAr } from "../locales/partner/ar";
import { partnerEn } from "../locales/partner/en";
import { PartnerProvider, type PartnerValue } from "./partner-context";
import { PartnerPager, usePartnerList } from "./partner-list";

afterEach(cleanup);

const count = DEFAULT_PAGE_SIZE * 2 + 1;

/** The API's answer for `page` of `count` rows, as the partner lists page them. */
function answer(page: number): Paged<number> {
  const last = Math.ceil(count / DEFAULT_PAGE_SIZE);
  const first = (page - 1) * DEFAULT_PAGE_SIZE;
  return {
    count,
    next: page < last ? page + 1 : null,
    previous: page > 1 ? page - 1 : null,
    results: Array.from({ length: Math.min(DEFAULT_PAGE_SIZE, count - first) }, (_, i) => first + i),
  };
}

function Rows({ read }: { read: (page: number) => Promise<Paged<number>> }) {
  const readPage = useCallback((page: number) => read(page), [read]);
  const { list, page, setPage, failed } = usePartnerList(readPage);
  if (failed) return <p>failed</p>;
  if (!list) return null;
  return (
    <>
      <output>{list.results.join(",")}</output>
      <PartnerPager list={list} page={page} onPage={setPage} label="rows" />
    </>
  );
}

function renderRows(language: "ar" | "en", read: (page: number) => Promise<Paged<number>>) {
  const partner: PartnerValue = {
    me: {} as PartnerValue["me"],
    p: language === "ar" ? partnerAr : partnerEn,
    accessToken: async () => null,
  };
  return render(
    <LanguageProvider language={language} messages={messagesFor(language)}>
      <PartnerProvider value={partner}>
        <Rows read={read} />
      </PartnerProvider>
    </LanguageProvider>,
  );
}

describe("partner lists", () => {
  it("count their pages by the API's page size and walk to the last one", async () => {
    const read = async (page: number) => answer(page);
    renderRows("en", read);
    expect(await screen.findByText("Page 1 of 3")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    fireEvent.click(await screen.findByRole("button", { name: "Next" }));
    await screen.findByText("Page 3 of 3");
    expect(screen.getByRole("status").textContent).toBe(String(count - 1));
    expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("say the page in Arabic digits", async () => {
    renderRows("ar", async (page) => answer(page));
    expect(await screen.findByText("صفحة ١ من ٣")).toBeTruthy();
  });

  it("say that a list could not be read instead of showing it empty", async () => {
    renderRows("en", async () => {
      throw new Error("offline");
    });
    await waitFor(() => expect(screen.getByText("failed")).toBeTruthy());
  });
});
