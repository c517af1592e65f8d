import { CHAT_AUTO_OPEN_HOME_MS } from "@capital/contract/constants";
import { Outlet, useLocation } from "react-router";
import { ChatWidget } from "../components/chat-widget";
import { idleLoaded } from "../components/idle-loaded";
import { Footer } from "../components/layout/footer";
import { TopBar } from "../components/layout/top-bar";
import { useI18n } from "../i18n/language-context";
import { stripLanguage } from "../i18n/language-path";
import { useRootData } from "../lib/root-data";

/** The tray shows units picked in this browser (its storage), never on the server. */
const CompareTray = idleLoaded(() =>
  import("../compare-tray/compare-tray").then((module) => module.CompareTray),
);

/** Detail pages carry their own chat widget; account pages have none (SPEC.md section 2). */
const DETAIL_OR_ACCOUNT_PATH = /\/(mall|company|compound|location|me|signup|signin)/;

/** Every route but /signup and /signin sits inside the top bar and footer (SPEC.md section 2). */
export default function SiteLayout() {
  const { config, sessionHint } = useRootData();
  const { t } = useI18n();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t.common.skipToContent}
      </a>
      <TopBar callUsNumber={config.callUsNumber} sessionHint={sessionHint} />
      <div id="main" className="flex-1">
        <Outlet />
      </div>
      <Footer />
      {!stripLanguage(pathname).startsWith("/compare") && <CompareTray />}
      {!DETAIL_OR_ACCOUNT_PATH.test(pathname) && (
        <ChatWidget
          phone={config.whatsappNumber}
          demoNumber={config.demoContacts.whatsapp}
          autoOpenMs={CHAT_AUTO_OPEN_HOME_MS}
        />
      )}
    </div>
  );
}
