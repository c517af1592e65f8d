import { useI18n } from "../../i18n/language-context";

const COLOURS: Record<string, string> = {
  Residential: "bg-emerald-100 text-emerald-900",
  Commercial: "bg-amber-100 text-amber-900",
  Medical: "bg-sky-100 text-sky-900",
  Investment: "bg-violet-100 text-violet-900",
  Hotel: "bg-rose-100 text-rose-900",
  Administrative: "bg-violet-100 text-violet-900",
};

/** A card tag (SPEC.md: each with its own colour and Arabic label). */
export function TagChip({ tag }: { tag: string }) {
  const { t } = useI18n();
  const label = t.tags[tag as keyof typeof t.tags] ?? tag;
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 font-bold text-xs ${COLOURS[tag] ?? "bg-slate-100 text-slate-800"}`}
    >
      {label}
    </span>
  );
}
