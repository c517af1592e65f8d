import type { Media } from "@capital/contract/media";
import { useEffect, useRef, useState } from "react";
import { useI18n } from "../../i18n/language-context";
import { fill } from "../../lib/fill";

const SIZES = "(min-width: 1024px) 33vw, 90vw";

function srcSet(media: Media, format: "avif" | "webp") {
  return media.variants
    .filter((v) => v.format === format)
    .map((v) => `${v.url} ${v.width}w`)
    .join(", ");
}

/** One photo in every size made, AVIF first, the browser picking the width. */
export function Picture({
  media,
  sizes,
  className,
  eager,
  alt,
}: {
  media: Media;
  sizes: string;
  className: string;
  eager?: boolean;
  /** Said instead of the photo's own description when it has none. */
  alt?: string;
}) {
  const { language } = useI18n();
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(media, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(media, "webp")} sizes={sizes} />
      <img
        src={media.url}
        width={media.width}
        height={media.height}
        alt={(language === "ar" ? media.altAr : media.altEn) || (alt ?? "")}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className={className}
      />
    </picture>
  );
}

/**
 * A project's uploaded photos: a strip that swipes (scroll snapping), each opening full screen in a
 * modal dialog where the arrow keys (mirrored in Arabic) move between photos and Escape closes.
 */
export function ProjectGallery({ gallery }: { gallery: Media[] }) {
  const { t, format, language } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState<number | null>(null);
  const count = gallery.length;

  useEffect(() => {
    if (open === null) dialog.current?.close();
    else if (!dialog.current?.open) dialog.current?.showModal();
  }, [open]);

  if (count === 0) return null;
  const step = (by: number) => setOpen((at) => (at === null ? at : (at + by + count) % count));
  const current = open === null ? null : gallery[open];
  const label = (n: number) => ({ n: format.integer(n + 1), count: format.integer(count) });

  return (
    <>
      <ul className="flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2" aria-label={t.detail.gallery}>
        {gallery.map((media, index) => (
          <li key={media.id} className="w-[85%] shrink-0 snap-start sm:w-[45%] lg:w-[32%]">
            <button
              type="button"
              className="block w-full overflow-hidden rounded-xl focus-visible:outline-4 focus-visible:outline-brand-500"
              aria-label={fill(t.detail.galleryOpen, label(index))}
              onClick={() => setOpen(index)}
            >
              <Picture
                media={media}
                sizes={SIZES}
                eager={index === 0}
                className="aspect-[4/3] w-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        aria-label={open === null ? t.detail.gallery : fill(t.detail.galleryPhoto, label(open))}
        className="m-auto max-h-none max-w-none bg-transparent p-0 backdrop:bg-black/90"
        onClose={() => setOpen(null)}
        onKeyDown={(event) => {
          const forward = language === "ar" ? "ArrowLeft" : "ArrowRight";
          const back = language === "ar" ? "ArrowRight" : "ArrowLeft";
          if (event.key === forward) step(1);
          if (event.key === back) step(-1);
        }}
      >
        {current && open !== null && (
          <div className="flex h-dvh w-dvw flex-col items-center justify-center gap-3 p-4">
            <Picture
              media={current}
              sizes="100vw"
              eager
              className="max-h-[80dvh] w-auto max-w-full object-contain"
            />
            <p className="text-white">{fill(t.detail.galleryPhoto, label(open))}</p>
            <div className="flex gap-3">
              <button
                type="button"
                className="rounded-lg bg-white px-4 py-2 font-bold"
                onClick={() => step(-1)}
              >
                {t.detail.galleryPrevious}
              </button>
              <button
                type="button"
                className="rounded-lg bg-white px-4 py-2 font-bold"
                onClick={() => step(1)}
              >
                {t.detail.galleryNext}
              </button>
              <button
                type="button"
                className="rounded-lg bg-white px-4 py-2 font-bold"
                onClick={() => setOpen(null)}
              >
                {t.detail.galleryClose}
              </button>
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
