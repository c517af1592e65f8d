import type { Notification, NotificationPage } from "@capital/contract/feedback-api";
import * as Popover from "@radix-ui/react-popover";
import { useCallback, useEffect, useState } from "react";
import { useI18n } from "../../i18n/language-context";
import { Link } from "../../i18n/localized-link";
import { useBrowserApi } from "../../lib/use-api";
import { useSession } from "../../session/session-context";
import { Icon } from "../icon/icon";
import { NotificationText } from "./notification-text";

/**
 * Where a notification leads: the booked list, a saved search's page, the favourites, a project's
 * construction timeline, or the company whose feedback it is about.
 */
function linkOf(notification: Notification) {
  if (notification.kind === "booking_received") return "/partner/reservations?status=held";
  if (notification.kind === "search_alert") return String(notification.data.page ?? "/me?tab=alerts");
  if (notification.kind === "favourite_alert") return "/favourite";
  if (notification.kind === "project_update")
    return `/${notification.data.projectType === "mall" ? "mall" : "compound"}/info/${notification.data.projectId}#progress`;
  if (notification.kind.startsWith("booking")) return "/booking";
  return `/company/profile/${notification.data.companyId}#feedback`;
}

/** DECISIONS.md's bell: the signed-in user's notifications, an unread badge, mark one or all read. */
export default function NotificationBell() {
  const { t, format } = useI18n();
  const api = useBrowserApi();
  const { accessToken } = useSession();
  const [page, setPage] = useState<NotificationPage | null>(null);

  const load = useCallback(async () => {
    try {
      setPage(await api.get("/notifications/", { accessToken: await accessToken() }));
    } catch {
      // The bell stays quiet when the list cannot load; the page itself is unaffected.
    }
  }, [api, accessToken]);

  useEffect(() => {
    void load();
  }, [load]);

  async function markRead(id?: number) {
    const token = await accessToken();
    const answer = await (id === undefined
      ? api.post("/notifications/read-all/", { accessToken: token })
      : api.post("/notifications/:id/read/", { params: { id }, accessToken: token })
    ).catch(() => null);
    if (!answer || !page) return;
    setPage({
      ...page,
      unread: answer.unread,
      results: page.results.map((n) => (id === undefined || n.id === id ? { ...n, read: true } : n)),
    });
  }

  const unread = page?.unread ?? 0;

  return (
    <Popover.Root onOpenChange={(open) => open && void load()}>
      <Popover.Trigger
        className="icon-button relative"
        aria-label={format.plural(unread, t.notifications.bell)}
      >
        <Icon name="bell" className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="-top-0.5 absolute end-0 min-w-5 rounded-full bg-rose-600 px-1 text-center font-bold text-white text-xs leading-5"
          >
            {format.integer(unread)}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          // Kept off a phone's edge, as the page's own margins are.
          collisionPadding={12}
          aria-label={t.notifications.title}
          className="z-50 w-[min(92vw,22rem)] rounded-2xl border border-slate-200 bg-white p-2 shadow-xl"
        >
          <div className="flex items-center justify-between px-2 py-1">
            <h2 className="font-bold text-slate-900">{t.notifications.title}</h2>
            {unread > 0 && (
              <button
                type="button"
                onClick={() => markRead()}
                className="rounded-md px-2 py-1 font-bold text-brand-500 text-sm hover:bg-brand-50"
              >
                {t.notifications.markAll}
              </button>
            )}
          </div>
          {!page || page.results.length === 0 ? (
            <p className="px-2 py-6 text-center text-slate-500">{t.notifications.empty}</p>
          ) : (
            <ul className="max-h-96 overflow-y-auto">
              {page.results.map((n) => (
                <li
                  key={n.id}
                  className={`flex items-start gap-2 rounded-xl px-2 py-2 ${n.read ? "" : "bg-brand-50"}`}
                >
                  <Link
                    to={linkOf(n)}
                    onClick={() => !n.read && markRead(n.id)}
                    className="flex-1 text-slate-800 text-sm hover:underline"
                  >
                    <NotificationText notification={n} />
                    <time dateTime={n.createdAt} className="block text-slate-600 text-xs">
                      {format.relativeTime(new Date(n.createdAt))}
                    </time>
                  </Link>
                  {!n.read && (
                    <button
                      type="button"
                      onClick={() => markRead(n.id)}
                      className="rounded-md px-2 py-1 text-brand-500 text-xs hover:bg-white"
                    >
                      {t.notifications.markRead}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
