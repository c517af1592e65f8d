import type { ImportResult } from "@capital/contract/partner-catalogue";
import { useRef, useState } from "react";
import { primaryButton, secondaryButton, whileBusy } from "../../../components/button-styles";
import { useI18n } from "../../../i18n/language-context";
import { fillNodes, isolated } from "../../../lib/fill";
import { downloadFile } from "../../../partner/download-file";
import { usePartner } from "../../../partner/partner-context";
import { FormMessage, PartnerInput } from "../../../partner/partner-form";
import { PartnerTable } from "../../../partner/partner-table";

type Answer = ImportResult & { message?: string; fields?: Record<string, string[]> };

/** A check lists this many price changes, the deepest cuts first: those are the likely typos. */
const PRICE_CHANGES_SHOWN = 100;
const biggestCutsFirst = (changes: ImportResult["priceChanges"]) =>
  [...changes].sort((a, b) => a.to / a.from - b.to / b.from);

type SummaryTexts = Record<"both" | "created" | "updated" | "none", string>;

/** A clean file's summary names only the counts that are not zero ("and update 0 units" read badly). */
export function importSummary(
  texts: { check: SummaryTexts; done: SummaryTexts },
  dryRun: boolean,
  { created, updated }: { created: number; updated: number },
) {
  const which = dryRun ? texts.check : texts.done;
  if (created > 0 && updated > 0) return which.both;
  if (created > 0) return which.created;
  return updated > 0 ? which.updated : which.none;
}

/**
 * Units from a CSV or XLSX file: the template and the export to download, a dry run that lists
 * every problem by row and column in the partner's language, then the import (all rows or none).
 */
export function ImportPanel({ projectId, onDone }: { projectId: number; onDone: () => Promise<void> }) {
  const { p, accessToken } = usePartner();
  const { format, language } = useI18n();
  const pc = p.catalogue;
  const formRef = useRef<HTMLFormElement>(null);
  const [result, setResult] = useState<{ dryRun: boolean; body: ImportResult } | null>(null);
  const [fileError, setFileError] = useState<string[] | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(dryRun: boolean) {
    const form = formRef.current;
    if (!form || busy) return;
    const file = new FormData(form).get("file");
    setResult(null);
    setProblem(null);
    if (!(file instanceof File) || file.size === 0) {
      // A chosen file of no bytes is not "no file": the person sees its name in the field.
      setFileError([file instanceof File && file.name ? pc.emptyFile : pc.chooseFile]);
      return;
    }
    setFileError(undefined);
    const body = new FormData();
    body.set("file", file);
    setBusy(true);
    try {
      const response = await fetch(`/api/v1/partner/projects/${projectId}/units/import/?dryRun=${dryRun}`, {
        method: "POST",
        body,
        headers: { authorization: `Bearer ${await accessToken()}`, "accept-language": language },
      });
      const answer = (await response.json()) as Answer;
      if (Array.isArray(answer.errors)) {
        setResult({ dryRun, body: answer });
        if (!dryRun && response.ok) await onDone();
      } else if (answer.fields?.file) setFileError(answer.fields.file);
      else setProblem(Object.values(answer.fields ?? {})[0]?.join(" ") ?? answer.message ?? p.common.failed);
    } catch {
      setProblem(p.common.failed);
    } finally {
      setBusy(false);
    }
  }

  async function download(path: string, name: string) {
    const problem = await downloadFile({
      path,
      name,
      accessToken: await accessToken(),
      language,
      failed: p.common.failed,
    });
    if (problem) setProblem(problem);
  }

  const errors = result?.body.errors ?? [];
  return (
    <section
      aria-labelledby="import-title"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="import-title" className="font-bold text-brand-900 text-xl">
        {pc.importTitle}
      </h2>
      <p className="text-slate-600 text-sm">{pc.importHint}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={secondaryButton}
          onClick={() => download("/api/v1/partner/units/import-template/?format=csv", "units-template.csv")}
        >
          {pc.templateCsv}
        </button>
        <button
          type="button"
          className={secondaryButton}
          onClick={() =>
            download("/api/v1/partner/units/import-template/?format=xlsx", "units-template.xlsx")
          }
        >
          {pc.templateXlsx}
        </button>
        <button
          type="button"
          className={secondaryButton}
          onClick={() =>
            download(
              `/api/v1/partner/projects/${projectId}/units/export/?format=xlsx`,
              `units-${projectId}.xlsx`,
            )
          }
        >
          {pc.exportXlsx}
        </button>
      </div>
      <form
        ref={formRef}
        onSubmit={(event) => {
          event.preventDefault();
          void send(false);
        }}
        noValidate
        className="flex flex-col gap-3"
      >
        <PartnerInput
          label={pc.file}
          name="file"
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          errors={fileError}
          className="max-w-md"
        />
        <div className="flex flex-wrap gap-2">
          <button type="button" className={secondaryButton} {...whileBusy(busy, () => void send(true))}>
            {pc.dryRun}
          </button>
          <button type="submit" className={primaryButton} {...whileBusy(busy)}>
            {pc.import}
          </button>
        </div>
      </form>
      <FormMessage text={problem} />
      {result && (
        <div role="status" className="flex flex-col gap-2">
          <p className={`font-bold ${errors.length > 0 ? "text-red-800" : "text-emerald-800"}`}>
            {errors.length > 0
              ? format.plural(errors.length, pc.importProblems)
              : fillNodes(importSummary(pc.importSummary, result.dryRun, result.body), {
                  created: format.plural(result.body.created, pc.unitsCount),
                  updated: format.plural(result.body.updated, pc.unitsCount),
                })}
          </p>
          {errors.length === 0 && result.body.newBuildings.length > 0 && (
            <p className="font-bold text-amber-900">
              {fillNodes(result.dryRun ? pc.newBuildingsCheck : pc.newBuildingsMade, {
                names: format.list(result.body.newBuildings.map(isolated)),
              })}
            </p>
          )}
          {errors.length === 0 && result.body.priceChanges.length > 0 && (
            <PartnerTable
              caption={format.plural(
                result.body.priceChanges.length,
                result.dryRun ? pc.priceChangesTitle : pc.priceChangesMade,
              )}
              stackedOnPhone
              rows={biggestCutsFirst(result.body.priceChanges).slice(0, PRICE_CHANGES_SHOWN)}
              rowKey={(change) => change.code}
              empty=""
              columns={[
                { header: pc.code, cell: (change) => <bdi>{change.code}</bdi> },
                {
                  header: result.dryRun ? pc.priceNow : pc.priceBefore,
                  cell: (change) => format.price(change.from),
                  numeric: true,
                },
                {
                  header: result.dryRun ? pc.priceInFile : pc.priceAfter,
                  numeric: true,
                  cell: (change) => (
                    <>
                      {format.price(change.to)}
                      {/* A typo such as 1 for 3,750,000 goes public unless someone sees it here. */}
                      {change.to * 2 <= change.from && (
                        <span className="block font-bold text-red-700 text-xs">
                          {result.dryRun ? pc.priceHalved : pc.priceHalvedMade}
                        </span>
                      )}
                    </>
                  ),
                },
              ]}
            />
          )}
          {errors.length === 0 && result.body.priceChanges.length > PRICE_CHANGES_SHOWN && (
            <p>{format.plural(result.body.priceChanges.length - PRICE_CHANGES_SHOWN, pc.morePriceChanges)}</p>
          )}
          {errors.length > 0 && (
            <PartnerTable
              // Not the section's own name: two landmarks of one name cannot be told apart.
              caption={pc.importProblemsTable}
              stackedOnPhone
              rows={errors}
              rowKey={(e) => `${e.row}-${e.column}-${e.message}`}
              empty=""
              columns={[
                { header: pc.row, cell: (e) => format.integer(e.row), numeric: true },
                { header: pc.column, cell: (e) => <bdi dir="ltr">{e.column ?? "—"}</bdi> },
                { header: pc.message, cell: (e) => e.message },
              ]}
            />
          )}
        </div>
      )}
    </section>
  );
}
