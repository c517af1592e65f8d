import type { PartnerProgress, PartnerProgressUpdate } from "@capital/contract/track-record";
import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import { primaryButton, secondaryButton, whileBusy } from "../../../components/button-styles";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { useI18n } from "../../../i18n/language-context";
import { fill } from "../../../lib/fill";
import { useBrowserApi } from "../../../lib/use-api";
import { usePartner } from "../../../partner/partner-context";
import { BilingualFields, FormMessage, PartnerInput, useApiForm } from "../../../partner/partner-form";
import { PartnerTable } from "../../../partner/partner-table";

/**
 * A project's delivery and construction progress in the portal (issue 21 point 6): the actual
 * delivery day, posting an update with photos (which tells the project's buyers), and the updates
 * so far. Sales staff read; managers and operators write. Loads what it shows itself.
 */
export function ProgressPanel({ projectId }: { projectId: number | string }) {
  const { p, me, accessToken } = usePartner();
  const api = useBrowserApi();
  const [progress, setProgress] = useState<PartnerProgress | null>(null);
  const [failed, setFailed] = useState(false);
  const pp = p.progress;
  const manages = me.role !== "sales";

  const reload = useCallback(async () => {
    try {
      setProgress(
        await api.get("/partner/projects/:id/progress/", {
          params: { id: projectId },
          accessToken: await accessToken(),
        }),
      );
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [api, accessToken, projectId]);
  useEffect(() => {
    void reload();
  }, [reload]);

  return (
    <section aria-labelledby="progress-title" className="space-y-6 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="progress-title" className="font-bold text-brand-900 text-xl">
        {pp.title}
      </h2>
      <FormMessage text={failed ? p.common.failed : null} />
      {progress && (
        <>
          <ActualDelivery progress={progress} manages={manages} onSaved={setProgress} />
          {manages ? (
            <PostUpdate progress={progress} onPosted={reload} />
          ) : (
            <p className="text-slate-600 text-sm">{pp.readOnly}</p>
          )}
          <Updates updates={progress.updates} manages={manages} onDeleted={reload} />
        </>
      )}
    </section>
  );
}

function day(value: string, format: ReturnType<typeof useI18n>["format"]) {
  const [year = 0, month = 1, date = 1] = value.split("-").map(Number);
  return format.date(new Date(Date.UTC(year, month - 1, date, 12)));
}

function ActualDelivery({
  progress,
  manages,
  onSaved,
}: {
  progress: PartnerProgress;
  manages: boolean;
  onSaved: (progress: PartnerProgress) => void;
}) {
  const { p, accessToken } = usePartner();
  const { format } = useI18n();
  const api = useBrowserApi();
  const { fields, formError, busy, run } = useApiForm();
  const [done, setDone] = useState<string | null>(null);
  const pp = p.progress;

  async function save(actualDelivery: string | null) {
    setDone(null);
    const saved = await run(
      async () =>
        api.put("/partner/projects/:id/actual-delivery/", {
          params: { id: progress.projectId },
          body: { actualDelivery },
          accessToken: await accessToken(),
        }),
      p.common.failed,
    );
    if (!saved) return;
    onSaved(saved);
    setDone(actualDelivery ? pp.actualSaved : pp.actualCleared);
  }

  return (
    <div className="space-y-3">
      <p className="text-slate-700">
        {progress.promisedDelivery
          ? fill(pp.promised, { date: day(progress.promisedDelivery, format) })
          : pp.promisedNone}
      </p>
      {manages ? (
        <form
          noValidate
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const value = String(new FormData(event.currentTarget).get("actualDelivery") ?? "");
            void save(value === "" ? null : value);
          }}
        >
          <PartnerInput
            // A new key when the saved day changes, so the field shows what the API kept.
            key={progress.actualDelivery ?? "none"}
            label={pp.actual}
            name="actualDelivery"
            type="date"
            defaultValue={progress.actualDelivery ?? ""}
            hint={pp.actualHint}
            errors={fields.actualDelivery}
            className="min-w-56"
          />
          <button type="submit" className={primaryButton} {...whileBusy(busy)}>
            {pp.saveActual}
          </button>
          {progress.actualDelivery && (
            <button type="button" className={secondaryButton} {...whileBusy(busy, () => void save(null))}>
              {pp.clearActual}
            </button>
          )}
        </form>
      ) : (
        progress.actualDelivery && (
          <p className="text-slate-700">
            {pp.actual}: {day(progress.actualDelivery, format)}
          </p>
        )
      )}
      <FormMessage text={formError} />
      <FormMessage text={done} tone="success" />
    </div>
  );
}

function PostUpdate({ progress, onPosted }: { progress: PartnerProgress; onPosted: () => Promise<void> }) {
  const { p, accessToken } = usePartner();
  const { format } = useI18n();
  const api = useBrowserApi();
  const { fields, formError, busy, run } = useApiForm();
  const [done, setDone] = useState(false);
  const correctionId = useId();
  const pp = p.progress;
  const latest = progress.updates[0]?.percent;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(false);
    const form = event.currentTarget;
    const data = new FormData(form);
    // Empty file inputs still send one nameless part: keep only chosen photos.
    const photos = data.getAll("photos").filter((file) => file instanceof File && file.size > 0);
    data.delete("photos");
    for (const photo of photos) data.append("photos", photo);
    const posted = await run(
      async () =>
        api.post("/partner/projects/:id/progress/", {
          params: { id: progress.projectId },
          body: data,
          accessToken: await accessToken(),
        }),
      p.common.failed,
    );
    if (!posted) return;
    form.reset();
    setDone(true);
    await onPosted();
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="progress-post-title"
      className="space-y-3 border-slate-100 border-t pt-4"
    >
      <h3 id="progress-post-title" className="font-bold text-brand-900 text-lg">
        {pp.postTitle}
      </h3>
      <PartnerInput
        label={pp.percent}
        name="percent"
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        required
        hint={
          latest === undefined
            ? pp.percentHint
            : fill(pp.percentHintLatest, { percent: format.percent(latest) })
        }
        errors={fields.percent}
        className="max-w-xs"
      />
      <div className="grid gap-3 md:grid-cols-2">
        <BilingualFields
          names={["text", "textArabic"] as const}
          labels={{ text: pp.text, textArabic: pp.textArabic }}
          fields={fields}
          multiline
        />
      </div>
      <PartnerInput
        label={pp.photos}
        name="photos"
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp"
        errors={fields.photos}
      />
      <div className="flex items-center gap-2">
        <input id={correctionId} type="checkbox" name="correction" value="true" className="size-5" />
        <label htmlFor={correctionId} className="text-slate-700">
          {pp.correction}
        </label>
      </div>
      <FormMessage text={formError} />
      <FormMessage text={done ? pp.posted : null} tone="success" />
      <button type="submit" className={primaryButton} {...whileBusy(busy)}>
        {pp.post}
      </button>
    </form>
  );
}

function Updates({
  updates,
  manages,
  onDeleted,
}: {
  updates: PartnerProgressUpdate[];
  manages: boolean;
  onDeleted: () => Promise<void>;
}) {
  const { p, accessToken } = usePartner();
  const { language, format } = useI18n();
  const api = useBrowserApi();
  const [asked, setAsked] = useState<PartnerProgressUpdate | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; tone: "error" | "success" } | null>(null);
  const pp = p.progress;
  const posted = (u: PartnerProgressUpdate) => format.date(new Date(u.postedAt));

  async function remove(update: PartnerProgressUpdate) {
    setBusy(true);
    try {
      await api.delete("/partner/progress/:id/", {
        params: { id: update.id },
        accessToken: await accessToken(),
      });
      setMessage({ text: pp.deleted, tone: "success" });
      setAsked(null);
      await onDeleted();
    } catch {
      setMessage({ text: p.common.failed, tone: "error" });
      setAsked(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3 border-slate-100 border-t pt-4">
      <h3 className="font-bold text-brand-900 text-lg">{pp.listTitle}</h3>
      <FormMessage text={message?.text ?? null} tone={message?.tone} />
      <PartnerTable
        caption={pp.table}
        rows={updates}
        rowKey={(u) => u.id}
        empty={pp.none}
        columns={[
          { header: pp.postedAt, cell: (u) => <time dateTime={u.postedAt}>{posted(u)}</time> },
          {
            header: pp.complete,
            cell: (u) => (
              <span className="flex flex-col gap-1">
                <span className="font-bold">{format.percent(u.percent)}</span>
                {u.correction && (
                  <span className="self-start rounded bg-amber-50 px-1.5 text-amber-900 text-xs">
                    {pp.correctionTag}
                  </span>
                )}
              </span>
            ),
          },
          {
            header: pp.update,
            cell: (u) => (
              <span className="flex flex-col gap-2">
                <span className="line-clamp-3 whitespace-pre-line">
                  {language === "ar" ? u.textArabic : u.text}
                </span>
                {u.photos.length > 0 && (
                  <span className="flex gap-1">
                    {u.photos.map((photo) => (
                      <img
                        key={photo.id}
                        src={photo.variants.find((v) => v.format === "webp")?.url ?? photo.url}
                        alt=""
                        width={64}
                        height={48}
                        className="h-12 w-16 rounded bg-slate-100 object-cover"
                      />
                    ))}
                    <span className="sr-only">{format.plural(u.photos.length, pp.photoCount)}</span>
                  </span>
                )}
              </span>
            ),
          },
          { header: pp.by, cell: (u) => <bdi>{u.postedBy ?? "—"}</bdi> },
          ...(manages
            ? [
                {
                  header: pp.actions,
                  cell: (u: PartnerProgressUpdate) => (
                    <button
                      type="button"
                      className="font-bold text-red-700 underline"
                      aria-label={fill(pp.deleteLabel, {
                        date: posted(u),
                        percent: format.percent(u.percent),
                      })}
                      onClick={() => setAsked(u)}
                    >
                      {pp.delete}
                    </button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        title={pp.confirmTitle}
        description={pp.confirmText}
        confirmLabel={pp.confirmDelete}
        cancelLabel={pp.keep}
        busy={busy}
        onConfirm={() => asked && remove(asked)}
      />
    </div>
  );
}
