// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LanguageProvider } from "../../i18n/language-context";
import { messagesFor } from "../../i18n/messages.server";
import { FeedbackItem } from "./feedback-item";

afterEach(cleanup);

const feedback = {
  id: 1,
  creatorId: 7,
  creatorName: "Mona 2026",
  creatorPhoto: null,
  text: "Great R7 tower, تسليم في الموعد 100%",
  date: 1_790_000_000,
  likersIds: [],
  replies: [
    {
      id: 2,
      creatorId: 8,
      creatorName: "عمر 3",
      creatorPhoto: null,
      text: "شكرًا! Thanks",
      date: 1_790_000_100,
    },
  ],
};

describe("FeedbackItem", () => {
  it.each(["ar", "en"] as const)(
    "isolates what people wrote from the page's direction, in %s",
    (language) => {
      render(
        <LanguageProvider language={language} messages={messagesFor(language)}>
          <FeedbackItem feedback={feedback} />
        </LanguageProvider>,
      );
      for (const name of ["Mona 2026", "عمر 3"]) expect(screen.getByText(name).tagName).toBe("BDI");
      for (const text of [feedback.text, "شكرًا! Thanks"]) {
        expect(screen.getByText(text).getAttribute("dir")).toBe("auto");
      }
    },
  );
});
