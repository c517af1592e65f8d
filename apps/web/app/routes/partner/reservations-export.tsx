import { RESERVATION_EXPORT_MAX_ROWS } from "@capital/contract/reservation-rules";
import { useState } from "react";
import { secondaryButton, whileBusy } from "../../components/button-styles";
import { useI18n } from "../../i18n/language-context";
import { fill } from "../../lib/fill";
import { downloadFile } from "../../partner/download-file";
import { usePartner } from "../../partner/partner-context";
import { FormMessage } from "../../partner/partner-form";
import { FILTER_NAMES, useFilters } from "./reservation-filters";

const FORMATS = ["xlsx", "csv"] as const;

/** The reservations the inbox's filters show, every page of them, as a file for the sales team's sheets. */
export function ReservationsExport() {
  const { p, accessToken } = usePartner();
  const { language, format } = useI18n();
  const r = p.reservations;
  const { params } = useFilters();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function download(kind: (typeof FORMATS)[number]) {
    const query = new URLSearchParams({ format: kind });
    for (const name of FILTER_NAMES) {
      const value = params.get(name);
      if (value && name !== "page") query.set(name, value);
    }
    setBusy(true);
    setProblem(null);
    setProblem(
      await downloadFile({
        path: `/api/v1/partner/reservations/export/?${query}`,
        name: `reservations.${kind}`,
        accessToken: await accessToken(),
        language,
        failed: p.common.failed,
      }),
    );
    setBusy(false);
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {FORMATS.map((kind) => (
          <button
            key={kind}
            type="button"
            className={secondaryButton}
            {...whileBusy(busy, () => void download(kind))}
          >
            {r.download[kind]}
          </button>
        ))}
        <p className="text-slate-600 text-sm">
          {fill(r.downloadHint, { max: format.integer(RESERVATION_EXPORT_MAX_ROWS) })}
        </p>
      </div>
      <FormMessage text={problem} />
    </div>
  );
}
