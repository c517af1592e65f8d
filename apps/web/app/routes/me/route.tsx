import * as Tabs from "@radix-ui/react-tabs";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { Spinner } from "../../components/spinner";
import { notify } from "../../components/toasts";
import { useI18n } from "../../i18n/language-context";
import { useLocalizedNavigate } from "../../i18n/localized-link";
import type { PageHandle } from "../../lib/page-handle";
import { pageTitle } from "../../lib/page-meta";
import { RecentlyViewedSection } from "../../recently-viewed/recently-viewed-section";
import { useSession } from "../../session/session-context";
import type { Route } from "./+types/route";
import { Alerts } from "./alerts";
import { PersonalDetails } from "./personal-details";
import { Preferences } from "./preferences";
import { Security } from "./security";

export const handle: PageHandle = { searchParams: ["tab"] };

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, (t) => t.account.title) },
  { name: "robots", content: "noindex" },
];

const TABS = ["personal", "preferences", "security", "recent", "alerts"] as const;

// Each tab draws its own line and grows to fill its row, so on a phone, where they wrap, both rows
// read as one set of tabs rather than a second row hanging under the first.
const tab =
  "grow whitespace-nowrap border-slate-200 border-b-2 px-4 py-3 font-bold text-slate-600 text-sm data-[state=active]:border-brand-500 data-[state=active]:text-brand-900";

/**
 * /me (SPEC.md section 2). Only the active tab is mounted, so switching tabs drops any open edit.
 * Without a signed-in user: 'You must login first', then home.
 */
export default function Account() {
  const { t, language } = useI18n();
  const { status, user } = useSession();
  const navigate = useLocalizedNavigate();
  // Alert mails link to /me?tab=alerts.
  const [params] = useSearchParams();
  const opened = TABS.find((name) => name === params.get("tab")) ?? "personal";

  useEffect(() => {
    if (status === "signed-out") {
      notify.warning(t.errors.mustLogin);
      navigate("/", { replace: true });
    }
  }, [status, navigate, t]);

  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="mb-6 font-bold text-2xl text-brand-900">{t.account.title}</h1>
      {user ? (
        <Tabs.Root defaultValue={opened} dir={language === "ar" ? "rtl" : "ltr"}>
          {/* On a phone the tabs wrap: scrolled sideways, the last ones were cut off or out of sight. */}
          <Tabs.List aria-label={t.account.title} className="flex flex-wrap">
            <Tabs.Trigger value="personal" className={tab}>
              {t.account.tabs.personal}
            </Tabs.Trigger>
            <Tabs.Trigger value="preferences" className={tab}>
              {t.account.tabs.preferences}
            </Tabs.Trigger>
            <Tabs.Trigger value="security" className={tab}>
              {t.account.tabs.security}
            </Tabs.Trigger>
            <Tabs.Trigger value="recent" className={tab}>
              {t.recent.title}
            </Tabs.Trigger>
            <Tabs.Trigger value="alerts" className={tab}>
              {t.account.tabs.alerts}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="personal" className="pt-4">
            <PersonalDetails user={user} />
          </Tabs.Content>
          <Tabs.Content value="preferences" className="pt-4">
            <Preferences user={user} />
          </Tabs.Content>
          <Tabs.Content value="security" className="pt-4">
            <Security user={user} />
          </Tabs.Content>
          <Tabs.Content value="recent" className="pt-4">
            <RecentlyViewedSection showEmpty className="" />
          </Tabs.Content>
          <Tabs.Content value="alerts" className="pt-4">
            <Alerts />
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        <div role="status" className="flex items-center justify-center gap-2 py-16 text-slate-600">
          <Spinner className="size-6" />
          {t.common.loading}
        </div>
      )}
    </main>
  );
}
