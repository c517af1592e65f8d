import type { PartnerReservationsQuery } from "@capital/contract/routes/partner-reservations-routes";
import { useSearchParams } from "react-router";
import { secondaryButton } from "../../components/button-styles";
import { useI18n } from "../../i18n/language-context";
import { usePartner } from "../../partner/partner-context";
import { type FieldMessages, PartnerInput, PartnerSelect } from "../../partner/partner-form";

/** The inbox's filters, all kept in the URL (`?status=&project=&from=&to=&page=`), so a view can be shared. */
export const FILTER_NAMES = ["status", "project", "from", "to", "page"] as const;

/**
 * What the URL asks the API for, as written there: the API checks it and answers a 400 with the
 * field's message for anything wrong (a hand-edited link), which the filters show.
 */
export function queryOf(params: URLSearchParams) {
  const query: Record<string, string> = {};
  for (const name of FILTER_NAMES) {
    const value = params.get(name);
    if (value) query[name] = value;
  }
  return query as unknown as Partial<PartnerReservationsQuery>;
}

/** The URL with `changes` applied: an empty value removes its filter, and any change but paging starts at page 1. */
export function useFilters() {
  const [params, setParams] = useSearchParams();
  const set = (changes: Partial<Record<(typeof FILTER_NAMES)[number], string>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        if (!("page" in changes)) next.delete("page");
        return next;
      },
      { preventScrollReset: true },
    );
  return { params, set };
}

/** Project and the days the reservations were made, with the API's messages beside them. */
export function ReservationFilters({
  projects,
  errors,
}: {
  projects: readonly { id: number; name: string; nameArabic: string }[];
  errors: FieldMessages;
}) {
  const { p } = usePartner();
  const { language } = useI18n();
  const r = p.reservations;
  const { params, set } = useFilters();
  return (
    <form
      // A new URL (back, a shared link) shows its own values.
      key={params.toString()}
      aria-label={r.filters}
      // Two columns on a phone too (the days side by side, the buttons side by side), so the
      // filters leave the first screen to the reservations.
      className="grid grid-cols-2 items-end gap-3 rounded-xl bg-white p-4 lg:grid-cols-[2fr_1fr_1fr_auto_auto]"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const value = (name: string) => String(form.get(name) ?? "");
        set({ project: value("project"), from: value("from"), to: value("to") });
      }}
    >
      <PartnerSelect
        label={r.project}
        name="project"
        defaultValue={params.get("project") ?? ""}
        errors={errors.project}
        className="col-span-2 lg:col-span-1"
        options={[
          { value: "", label: r.allProjects },
          ...projects.map((project) => ({
            value: String(project.id),
            label: language === "ar" ? project.nameArabic : project.name,
          })),
        ]}
      />
      <PartnerInput
        label={r.from}
        name="from"
        type="date"
        defaultValue={params.get("from") ?? ""}
        errors={errors.from}
      />
      <PartnerInput
        label={r.to}
        name="to"
        type="date"
        defaultValue={params.get("to") ?? ""}
        errors={errors.to}
      />
      <button type="submit" className={secondaryButton}>
        {p.common.filter}
      </button>
      <button
        type="button"
        className="px-2 py-2.5 font-bold text-brand-700 underline"
        onClick={() => set({ project: "", from: "", to: "" })}
      >
        {r.clear}
      </button>
    </form>
  );
}
