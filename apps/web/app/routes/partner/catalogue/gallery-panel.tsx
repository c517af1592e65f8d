import type { Media } from "@capital/contract/media";
import type { PartnerProject } from "@capital/contract/partner-catalogue";
import { type FormEvent, useState } from "react";
import { primaryButton, secondaryButton } from "../../../components/button-styles";
import { useI18n } from "../../../i18n/language-context";
import { fill } from "../../../lib/fill";
import { useBrowserApi } from "../../../lib/use-api";
import { usePartner } from "../../../partner/partner-context";
import { FormMessage, PartnerInput, useApiForm } from "../../../partner/partner-form";

/** The smallest WebP of a photo, for the portal's thumbnails. */
function thumbnail(media: Media) {
  return media.variants.find((v) => v.format === "webp")?.url ?? media.url;
}

/**
 * A project's gallery: upload photos (the API sniffs, strips and resizes them), describe each in
 * both languages for screen readers, choose the cover, delete.
 */
export function GalleryPanel({ project, onDone }: { project: PartnerProject; onDone: () => Promise<void> }) {
  const { p, accessToken } = usePartner();
  const { format } = useI18n();
  const api = useBrowserApi();
  const pc = p.catalogue;
  const upload = useApiForm();
  const [notice, setNotice] = useState<string | null>(null);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    const element = event.currentTarget;
    const files = new FormData(element)
      .getAll("file")
      .filter((f): f is File => f instanceof File && f.size > 0);
    let sent = 0;
    for (const file of files) {
      const body = new FormData();
      body.set("file", file);
      const made = await upload.run(
        async () =>
          api.post("/partner/projects/:id/media/", {
            params: { id: String(project.id) },
            body,
            accessToken: await accessToken(),
          }),
        p.common.failed,
      );
      if (!made) break;
      sent += 1;
    }
    if (sent === files.length) element.reset();
    if (sent > 0) setNotice(format.plural(sent, pc.photosUploaded));
    await onDone();
  }

  async function remove(id: number) {
    await api.delete("/partner/media/:id/", { params: { id: String(id) }, accessToken: await accessToken() });
    await onDone();
  }

  async function makeCover(id: number) {
    const ids = [id, ...project.media.map((m) => m.id).filter((other) => other !== id)];
    await api.put("/partner/projects/:id/media/order/", {
      params: { id: String(project.id) },
      body: { ids },
      accessToken: await accessToken(),
    });
    await onDone();
  }

  return (
    <section
      aria-labelledby="gallery-title"
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="gallery-title" className="font-bold text-brand-900 text-xl">
        {pc.photos}
      </h2>
      <form onSubmit={send} noValidate className="flex flex-wrap items-end gap-2">
        <PartnerInput
          label={pc.choosePhotos}
          name="file"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          errors={upload.fields.file}
          className="max-w-md"
        />
        <button type="submit" className={primaryButton} disabled={upload.busy} aria-busy={upload.busy}>
          {pc.upload}
        </button>
      </form>
      <FormMessage text={upload.formError} />
      <FormMessage text={notice} tone="success" />
      {project.media.length === 0 ? (
        <p className="text-slate-600">{pc.noPhotos}</p>
      ) : (
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {project.media.map((media, index) => (
            <PhotoCard
              key={media.id}
              media={media}
              n={index + 1}
              cover={index === 0}
              onCover={() => makeCover(media.id)}
              onRemove={() => remove(media.id)}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

function PhotoCard({
  media,
  n,
  cover,
  onCover,
  onRemove,
}: {
  media: Media;
  n: number;
  cover: boolean;
  onCover: () => void;
  onRemove: () => void;
}) {
  const { p, accessToken } = usePartner();
  const { format, language } = useI18n();
  const api = useBrowserApi();
  const pc = p.catalogue;
  const form = useApiForm();
  const [saved, setSaved] = useState<string | null>(null);
  const shown = format.integer(n);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(null);
    const values = new FormData(event.currentTarget);
    const done = await form.run(
      async () =>
        api.patch("/partner/media/:id/", {
          params: { id: String(media.id) },
          body: { altEn: String(values.get("altEn") ?? ""), altAr: String(values.get("altAr") ?? "") },
          accessToken: await accessToken(),
        }),
      p.common.failed,
    );
    if (done) setSaved(fill(pc.descriptionsSaved, { n: shown }));
  }

  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3">
      <img
        src={thumbnail(media)}
        alt={language === "ar" ? media.altAr : media.altEn}
        width={media.width}
        height={media.height}
        className="aspect-video w-full rounded object-cover"
      />
      <p className="font-bold text-sm">
        {fill(pc.photoN, { n: shown })}
        {cover && (
          <span className="ms-2 rounded-full bg-brand-100 px-2 py-0.5 text-brand-900 text-xs">
            {pc.cover}
          </span>
        )}
      </p>
      <form onSubmit={save} noValidate className="flex flex-col gap-2">
        <PartnerInput
          label={fill(pc.photoAltEn, { n: shown })}
          name="altEn"
          dir="ltr"
          lang="en"
          defaultValue={media.altEn}
          errors={form.fields.altEn}
        />
        <PartnerInput
          label={fill(pc.photoAltAr, { n: shown })}
          name="altAr"
          dir="rtl"
          lang="ar"
          defaultValue={media.altAr}
          errors={form.fields.altAr}
        />
        <FormMessage text={form.formError} />
        <FormMessage text={saved} tone="success" />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={secondaryButton} disabled={form.busy}>
            {pc.saveDescriptions}
          </button>
          {!cover && (
            <button type="button" className="font-bold text-brand-700 text-sm underline" onClick={onCover}>
              {pc.makeCover}
              <span className="sr-only"> {fill(pc.photoN, { n: shown })}</span>
            </button>
          )}
          <button type="button" className="font-bold text-red-700 text-sm underline" onClick={onRemove}>
            {pc.remove}
            <span className="sr-only"> {fill(pc.photoN, { n: shown })}</span>
          </button>
        </div>
      </form>
    </li>
  );
}
