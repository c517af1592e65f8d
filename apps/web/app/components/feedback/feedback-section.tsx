import { FEEDBACK_TEXT_MAX } from "@capital/contract/constants";
import type { Feedback } from "@capital/contract/feedback";
import { type FormEvent, useId, useRef, useState } from "react";
import { useI18n } from "../../i18n/language-context";
import { fill } from "../../lib/fill";
import { useSession } from "../../session/session-context";
import { whileBusy } from "../button-styles";
import { ConfirmDialog } from "../confirm-dialog";
import { EmptyState } from "../empty-state";
import { Icon } from "../icon/icon";
import { Spinner } from "../spinner";
import { FeedbackItem } from "./feedback-item";
import { ReplyForm } from "./reply-form";
import { useFeedbackActions } from "./use-feedback-actions";

const action = "inline-flex items-center gap-1 rounded-md px-2 py-1 font-bold hover:bg-slate-100";

/** SPEC.md's company feedback: write (200 characters at most), like, reply, and delete one's own. */
export function FeedbackSection({
  companyId,
  companyName,
  feedbacks,
}: {
  companyId: number;
  companyName: string;
  feedbacks: Feedback[];
}) {
  const { t, format } = useI18n();
  const { user } = useSession();
  const actions = useFeedbackActions(companyId);
  const id = useId();
  const [text, setText] = useState("");
  const [posting, setPosting] = useState(false);
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  const replyButtons = useRef(new Map<number, HTMLButtonElement>());
  // The feedback or reply whose Delete asks first, in a dialog of the page (not the browser's confirm).
  const [deleting, setDeleting] = useState<{ kind: "feedback" | "reply"; id: number } | null>(null);
  const [removing, setRemoving] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  // Where focus goes once what was deleted, and its Delete button, are gone.
  const afterDelete = useRef<HTMLElement | null>(null);

  function askToDelete(kind: "feedback" | "reply", id: number, then: HTMLElement | null) {
    afterDelete.current = then;
    setDeleting({ kind, id });
  }

  // Deleted here and not yet gone from the reloaded page: hidden with the dialog's closing, so
  // focus does not go back to a Delete button about to disappear.
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const shown = feedbacks
    .filter((f) => !gone.has(`feedback:${f.id}`))
    .map((f) => ({ ...f, replies: f.replies.filter((r) => !gone.has(`reply:${r.id}`)) }));

  async function remove({ kind, id }: { kind: "feedback" | "reply"; id: number }) {
    setRemoving(true);
    const removed = await (kind === "feedback" ? actions.remove(id) : actions.removeReply(id));
    if (removed) setGone((keys) => new Set([...keys, `${kind}:${id}`]));
    setRemoving(false);
    setDeleting(null);
  }

  function closeReply(feedbackId: number) {
    setReplyingTo(null);
    replyButtons.current.get(feedbackId)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPosting(true);
    if (await actions.post(text)) setText("");
    setPosting(false);
  }

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <form onSubmit={submit} className="rounded-2xl border border-slate-200 bg-white p-4">
        <label htmlFor={id} className="mb-2 block font-bold text-slate-800">
          {fill(t.feedback.label, { company: companyName })}
        </label>
        <textarea
          id={id}
          rows={3}
          maxLength={FEEDBACK_TEXT_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t.feedback.placeholder}
          aria-describedby={`${id}-count`}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2"
        />
        <div className="mt-2 flex items-center justify-between gap-3">
          <p id={`${id}-count`} className="text-slate-500 text-sm" aria-live="polite">
            {format.plural(FEEDBACK_TEXT_MAX - text.length, t.feedback.charactersLeft)}
          </p>
          <button
            type="submit"
            {...whileBusy(posting)}
            className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-bold text-white hover:bg-brand-900 aria-disabled:opacity-60"
          >
            {posting && <Spinner />}
            {t.feedback.post}
          </button>
        </div>
      </form>
      {/* Focus lands here after a feedback is deleted: it stays when the last one goes. */}
      <div ref={list} tabIndex={-1} className="focus:outline-none">
        {shown.length === 0 ? (
          <EmptyState>{t.errors.noReviews}</EmptyState>
        ) : (
          <ul className="flex flex-col gap-4">
            {shown.map((feedback) => {
              const liked = user !== null && feedback.likersIds.includes(user.id);
              return (
                <li key={feedback.id}>
                  <FeedbackItem
                    feedback={feedback}
                    actions={
                      <>
                        <button
                          type="button"
                          aria-pressed={liked}
                          onClick={() => (liked ? actions.unlike(feedback.id) : actions.like(feedback.id))}
                          className={action}
                        >
                          <Icon
                            name="heart"
                            className={`size-4 ${liked ? "fill-rose-600 text-rose-600" : ""}`}
                          />
                          {format.plural(feedback.likersIds.length, t.feedback.likes)}
                          <span className="sr-only">
                            {fill(t.feedback.likeOf, { name: feedback.creatorName })}
                          </span>
                        </button>
                        <button
                          type="button"
                          className={action}
                          aria-expanded={replyingTo === feedback.id}
                          ref={(button) => {
                            if (button) replyButtons.current.set(feedback.id, button);
                            else replyButtons.current.delete(feedback.id);
                          }}
                          onClick={async () => {
                            if (replyingTo === feedback.id) return closeReply(feedback.id);
                            if (await actions.ensureSignedIn()) setReplyingTo(feedback.id);
                          }}
                        >
                          <Icon name="message-circle-reply" className="size-4" />
                          {t.feedback.reply}
                        </button>
                        {user?.id === feedback.creatorId && (
                          <button
                            type="button"
                            className={`${action} text-red-700`}
                            onClick={() => askToDelete("feedback", feedback.id, list.current)}
                          >
                            <Icon name="trash" className="size-4" />
                            {t.feedback.delete}
                          </button>
                        )}
                      </>
                    }
                    replyActions={(reply) =>
                      user?.id === reply.creatorId && (
                        <button
                          type="button"
                          className={`${action} -ms-2 text-red-700 text-xs`}
                          onClick={() =>
                            askToDelete("reply", reply.id, replyButtons.current.get(feedback.id) ?? null)
                          }
                        >
                          <Icon name="trash" className="size-3.5" />
                          {t.feedback.delete}
                          <span className="sr-only">{t.feedback.yourReply}</span>
                        </button>
                      )
                    }
                    replyForm={
                      replyingTo === feedback.id && (
                        <ReplyForm
                          author={feedback.creatorName}
                          onSend={(text) => actions.reply(feedback.id, text)}
                          onDone={() => closeReply(feedback.id)}
                        />
                      )
                    }
                  />
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !removing && setDeleting(null)}
        title={deleting?.kind === "reply" ? t.feedback.deleteReplyTitle : t.errors.confirmDeleteFeedback}
        description={
          deleting?.kind === "reply" ? t.feedback.deleteReplyDescription : t.feedback.deleteDescription
        }
        confirmLabel={t.feedback.delete}
        cancelLabel={t.account.cancel}
        busy={removing}
        onConfirm={() => deleting !== null && void remove(deleting)}
        fallbackFocus={afterDelete}
        icon={<Icon name="trash" className="mx-auto mb-3 size-10 text-red-700" />}
      />
    </div>
  );
}
