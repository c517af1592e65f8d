import type { Language } from "@capital/contract/catalogue";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { CompareTrayProvider } from "../compare-tray/compare-tray-context";
import { Toasts } from "../components/toasts";
import { LanguageProvider } from "../i18n/language-context";
import { messagesFor } from "../i18n/messages.server";
import { RecentlyViewedProvider } from "../recently-viewed/recently-viewed-context";
import { SavedUnitsProvider } from "../saved-units/saved-units-context";
import { SessionProvider } from "../session/session-context";
import { stubApiNetwork } from "./api-network";

/** Puts a contract-checked network stub in place of the browser's fetch (undone by vi.unstubAllGlobals). */
export function stubNetwork() {
  const network = stubApiNetwork();
  vi.stubGlobal("fetch", network.fetch);
  return network;
}

/** Renders `children` inside the app's real providers (language, session, saved units, compare tray, recently viewed, toasts), as root.tsx does. */
export function renderInApp(children: ReactNode, { language = "en" as Language } = {}) {
  return render(<AppProviders language={language}>{children}</AppProviders>);
}

export function AppProviders({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <LanguageProvider language={language} messages={messagesFor(language)}>
      <SessionProvider>
        <SavedUnitsProvider>
          <CompareTrayProvider>
            <RecentlyViewedProvider>
              {children}
              <Toasts />
            </RecentlyViewedProvider>
          </CompareTrayProvider>
        </SavedUnitsProvider>
      </SessionProvider>
    </LanguageProvider>
  );
}

/** A promise settled from outside, to hold an answer back while the test looks at the page. */
export function held<T = void>() {
  let release: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
