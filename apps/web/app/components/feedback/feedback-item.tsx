import type { Feedback } from "@capital/contract/feedback";
import type { ReactNode } from "react";
import { useI18n } from "../../i18n/language-context";
import { langAttribute } from "../../i18n/text-language";
import { fill, isolated } from "../../lib/fill";
import { Avatar } from "../avatar";
import { Icon } from "../icon/icon";

/** One feedback: who wrote it and when (relative, from SPEC.md's date in seconds), its likes and replies. */
export function FeedbackItem({
  feedback,
  actions,
  replyActions,
  replyForm,
}: {
  feedback: Feedback;
  actions?: ReactNode;
  /** What the reader may do with a reply (delete their own). */
  replyActions?: (reply: Feedback["replies"][number]) => ReactNode;
  /** The reply being written, under the actions. */
  replyForm?: ReactNode;
}) {
  const { t, format, language } = useI18n();
  const when = new Date(feedback.date * 1000);
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4">
      <header className="flex items-center gap-3">
        <Avatar name={feedback.creatorName} picture={feedback.creatorPhoto} size={44} />
        <div>
          <p className="font-bold text-slate-900">
            <bdi>{feedback.creatorName}</bdi>
          </p>
          <time dateTime={when.toISOString()} className="text-slate-500 text-sm" suppressHydrationWarning>
            {format.relativeTime(when)}
          </time>
        </div>
      </header>
      <p
        dir="auto"
        lang={langAttribute(feedback.text, language)}
        className="mt-3 whitespace-pre-line text-start text-slate-800"
      >
        {feedback.text}
      </p>
      <footer className="mt-3 flex items-center gap-4 text-slate-600 text-sm">
        {actions ?? (
          <span className="inline-flex items-center gap-1">
            <Icon name="heart" className="size-4" />
            {format.plural(feedback.likersIds.length, t.detail.likes)}
          </span>
        )}
      </footer>
      {replyForm}
      {feedback.replies.length > 0 && (
        // A named list, not a region: a page of feedback would have many landmarks of one name.
        <ul
          aria-label={fill(t.detail.repliesTo, { name: isolated(feedback.creatorName) })}
          className="mt-3 flex flex-col gap-2 border-slate-100 border-s-2 ps-4"
        >
          {feedback.replies.map((reply) => (
            <li key={reply.id} className="flex items-start gap-2">
              <Avatar name={reply.creatorName} picture={reply.creatorPhoto} size={32} />
              <div>
                <p className="flex flex-wrap items-baseline gap-x-2 font-bold text-slate-900 text-sm">
                  <bdi>{reply.creatorName}</bdi>
                  <time
                    dateTime={new Date(reply.date * 1000).toISOString()}
                    className="font-normal text-slate-500"
                    suppressHydrationWarning
                  >
                    {format.relativeTime(new Date(reply.date * 1000))}
                  </time>
                </p>
                <p
                  dir="auto"
                  lang={langAttribute(reply.text, language)}
                  className="text-start text-slate-800 text-sm"
                >
                  {reply.text}
                </p>
                {replyActions?.(reply)}
              </div>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
