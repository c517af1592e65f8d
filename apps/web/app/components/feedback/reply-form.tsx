import { FEEDBACK_TEXT_MAX } from "@capital/contract/constants";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useI18n } from "../../i18n/language-context";
import { fill } from "../../lib/fill";
import { Spinner } from "../spinner";

/**
 * A reply written in the page, under the feedback it answers (it was the browser's prompt): a
 * labelled field that takes focus, Send and Cancel; Escape cancels. `onDone` returns focus.
 */
export function ReplyForm({
  author,
  onSend,
  onDone,
}: {
  author: string;
  onSend(text: string): Promise<boolean>;
  onDone(): void;
}) {
  const { t, format } = useI18n();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  useEffect(() => field.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const reply = text.trim();
    // SPEC.md: an empty reply cancels.
    if (!reply) return onDone();
    setSending(true);
    const sent = await onSend(reply);
    setSending(false);
    if (sent) onDone();
  }

  function cancelOnEscape(event: KeyboardEvent) {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    onDone();
  }

  return (
    <form onSubmit={submit} onKeyDown={cancelOnEscape} className="mt-3 flex flex-col gap-2">
      <label htmlFor={id} className="font-bold text-slate-800 text-sm">
        {fill(t.feedback.replyTo, { name: author })}
      </label>
      <textarea
        ref={field}
        id={id}
        rows={2}
        dir="auto"
        maxLength={FEEDBACK_TEXT_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-count`}
        className="block w-full rounded-lg border border-slate-300 px-3 py-2"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-count`} className="text-slate-500 text-sm">
          {format.plural(FEEDBACK_TEXT_MAX - text.length, t.feedback.charactersLeft)}
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={onDone}
            className="rounded-lg border border-slate-300 px-3 py-1.5 font-bold text-slate-700 text-sm hover:bg-slate-50"
          >
            {t.account.cancel}
          </button>
          <button
            type="submit"
            disabled={sending}
            aria-busy={sending}
            className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-3 py-1.5 font-bold text-sm text-white hover:bg-brand-900 disabled:opacity-60"
          >
            {sending && <Spinner />}
            {t.feedback.sendReply}
          </button>
        </div>
      </div>
    </form>
  );
}
