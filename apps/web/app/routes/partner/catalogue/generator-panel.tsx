import { arabicWritten } from "@capital/contract/digits";
import type {
  GeneratorResult,
  PartnerProject,
  UnitGeneratorInput,
} from "@capital/contract/partner-catalogue";
import { GENERATOR_MAX_UNITS } from "@capital/contract/partner-catalogue-constants";
import { fillCodePattern, fillPattern } from "@capital/contract/unit-patterns";
import { type FormEvent, useId, useRef, useState } from "react";
import { primaryButton, secondaryButton } from "../../../components/button-styles";
import { unitName } from "../../../components/units/unit-label";
import { useI18n } from "../../../i18n/language-context";
import { fill, isolated } from "../../../lib/fill";
import { useBrowserApi } from "../../../lib/use-api";
import { usePartner } from "../../../partner/partner-context";
import { BilingualFields, FormMessage, PartnerInput, useApiForm } from "../../../partner/partner-form";
import { PartnerTable } from "../../../partner/partner-table";
import { PlansFields, TermsFields, termsOf, toNumber } from "./unit-form";

/** How many units a generator form would make, or null while a number in it is not one. */
export function generatorCount(form: FormData, buildings: number): number | null {
  const from = toNumber(String(form.get("floorFrom") ?? ""));
  const to = toNumber(String(form.get("floorTo") ?? ""));
  const perFloor = toNumber(String(form.get("unitsPerFloor") ?? ""));
  if (![from, to, perFloor].every(Number.isInteger) || to < from || perFloor < 1) return null;
  return buildings * (to - from + 1) * perFloor;
}

/**
 * The first unit a generator form would make, as it will be written: a mixed pattern such as
 * "وحدة {floor}{unit:2}" reads in another order in a right-to-left field than its result does.
 */
export function firstGenerated(form: FormData, building: { name: string; nameArabic: string }) {
  const floor = toNumber(String(form.get("floorFrom") ?? ""));
  if (!Number.isInteger(floor) || floor < 0) return null;
  const values = { floor, unit: 1 };
  const text = (field: string, name: string) =>
    fillPattern(String(form.get(field) ?? ""), { ...values, building: name });
  return {
    code: fillCodePattern(String(form.get("codePattern") ?? ""), { ...values, building: building.name }),
    name: text("namePattern", building.name),
    nameArabic: text("namePatternArabic", building.nameArabic),
  };
}

/**
 * Many units at once (issue 17): the chosen buildings × floors × units per floor, named by
 * patterns. The count updates as the partner types; Preview asks the API for a dry run (the first
 * units it would make, or the fields' problems), and Make the units writes them all or none.
 */
export function GeneratorPanel({
  project,
  onDone,
}: {
  project: PartnerProject;
  onDone: () => Promise<void>;
}) {
  const { p, accessToken } = usePartner();
  const { language, format } = useI18n();
  const api = useBrowserApi();
  const pc = p.catalogue;
  const form = useApiForm();
  const formRef = useRef<HTMLFormElement>(null);
  const countId = useId();
  const blocks = project.buildings.filter((b) => b.kind !== "mall");
  const [count, setCount] = useState<number | null>(null);
  const [first, setFirst] = useState<ReturnType<typeof firstGenerated>>(null);
  const [preview, setPreview] = useState<GeneratorResult | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  function bodyOf(element: HTMLFormElement): UnitGeneratorInput {
    const values = new FormData(element);
    const text = (name: string) => String(values.get(name) ?? "");
    return {
      buildings: project.type === "mall" ? [""] : values.getAll("buildings").map(String),
      floorFrom: toNumber(text("floorFrom")),
      floorTo: toNumber(text("floorTo")),
      unitsPerFloor: toNumber(text("unitsPerFloor")),
      codePattern: text("codePattern"),
      namePattern: text("namePattern"),
      namePatternArabic: text("namePatternArabic"),
      floorPremium: text("floorPremium").trim() === "" ? 0 : toNumber(text("floorPremium")),
      ...termsOf(values),
    };
  }

  function recount() {
    const element = formRef.current;
    if (!element) return;
    const values = new FormData(element);
    const chosen =
      project.type === "mall"
        ? [{ name: "", nameArabic: "" }]
        : values.getAll("buildings").flatMap((name) => blocks.filter((b) => b.name === name));
    setCount(generatorCount(values, chosen.length));
    setFirst(chosen[0] === undefined ? null : firstGenerated(values, chosen[0]));
  }

  async function run(dryRun: boolean) {
    const element = formRef.current;
    if (!element) return;
    setNotice(null);
    if (!dryRun) setPreview(null);
    const body = bodyOf(element);
    const result = await form.run(
      async () =>
        api.post("/partner/projects/:id/units/generate/", {
          params: { id: String(project.id) },
          query: { dryRun: dryRun ? "true" : "false" },
          body,
          accessToken: await accessToken(),
        }),
      p.common.failed,
    );
    if (!result) {
      setPreview(null);
      return;
    }
    if (dryRun) {
      setPreview(result);
      return;
    }
    setNotice(format.plural(result.created, pc.generated));
    await onDone();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(false);
  }

  const buildingErrors = Object.entries(form.fields)
    .filter(([field]) => field === "buildings" || field.startsWith("buildings."))
    .flatMap(([, messages]) => messages);

  return (
    <section aria-labelledby="generator-title" className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id="generator-title" className="mb-2 font-bold text-brand-900 text-xl">
        {pc.generatorTitle}
      </h2>
      <p className="mb-4 text-slate-600 text-sm">{pc.generatorHint}</p>
      <form ref={formRef} onSubmit={submit} onChange={recount} noValidate className="flex flex-col gap-4">
        {project.type === "compound" && (
          <fieldset
            className="flex flex-wrap gap-x-6 gap-y-2 rounded-xl border border-slate-200 p-3"
            aria-invalid={buildingErrors.length > 0 ? true : undefined}
            aria-describedby={buildingErrors.length > 0 ? `${countId}-buildings` : undefined}
          >
            <legend className="px-1 font-bold text-slate-800">{pc.generatorBuildings}</legend>
            {blocks.length === 0 && <p className="text-slate-600 text-sm">{pc.noBuildings}</p>}
            {blocks.map((b) => (
              <label key={`${b.kind}-${b.id}`} className="flex items-center gap-2">
                <input type="checkbox" name="buildings" value={b.name} defaultChecked className="size-5" />
                <bdi>{language === "ar" ? b.nameArabic : b.name}</bdi>
              </label>
            ))}
            {buildingErrors.length > 0 && (
              <p id={`${countId}-buildings`} className="basis-full font-bold text-red-700 text-sm">
                {buildingErrors.join(" ")}
              </p>
            )}
          </fieldset>
        )}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <PartnerInput
            label={pc.floorFrom}
            name="floorFrom"
            inputMode="numeric"
            errors={form.fields.floorFrom}
            required
          />
          <PartnerInput
            label={pc.floorTo}
            name="floorTo"
            inputMode="numeric"
            errors={form.fields.floorTo}
            required
          />
          <PartnerInput
            label={pc.unitsPerFloor}
            name="unitsPerFloor"
            inputMode="numeric"
            errors={form.fields.unitsPerFloor}
            required
          />
          <PartnerInput
            label={pc.codePattern}
            name="codePattern"
            dir="ltr"
            defaultValue={project.type === "mall" ? "M-{floor}{unit:2}" : "{building}-{floor}{unit:2}"}
            errors={form.fields.codePattern}
            required
          />
          <BilingualFields
            names={["namePattern", "namePatternArabic"] as const}
            labels={{ namePattern: pc.namePattern, namePatternArabic: pc.namePatternArabic }}
            values={{
              namePattern: "Unit {floor}{unit:2}",
              namePatternArabic: "وحدة {floor}{unit:2}",
            }}
            fields={form.fields}
          />
          <p aria-live="polite" className="text-slate-700 text-sm sm:col-span-2 lg:col-span-3">
            {first &&
              fill(pc.patternExample, {
                code: isolated(first.code),
                name: isolated(first.name),
                // As Arabic pages will write it: "وحدة ٤٠١".
                nameArabic: isolated(arabicWritten(first.nameArabic)),
              })}
          </p>
          <TermsFields fields={form.fields} />
          <PartnerInput
            label={pc.floorPremium}
            name="floorPremium"
            inputMode="numeric"
            defaultValue="0"
            errors={form.fields.floorPremium}
          />
          <PlansFields fields={form.fields} />
        </div>
        <p
          id={countId}
          aria-live="polite"
          className={`font-bold ${count !== null && count > GENERATOR_MAX_UNITS ? "text-red-700" : "text-slate-800"}`}
        >
          {count === null ? "" : format.plural(count, pc.willMake)}
        </p>
        <FormMessage text={form.formError} />
        <FormMessage text={notice} tone="success" />
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={secondaryButton}
            disabled={form.busy}
            onClick={() => void run(true)}
          >
            {pc.preview}
          </button>
          <button type="submit" className={primaryButton} disabled={form.busy} aria-busy={form.busy}>
            {pc.generate}
          </button>
        </div>
      </form>
      {preview && (
        <div className="mt-4 flex flex-col gap-2" role="status">
          <p className="font-bold">{format.plural(preview.count, pc.willMake)}</p>
          <PartnerTable
            caption={pc.previewTable}
            rows={preview.units.slice(0, 12)}
            rowKey={(unit) => unit.code}
            empty={pc.noUnits}
            columns={[
              { header: pc.code, cell: (unit) => <bdi dir="ltr">{unit.code}</bdi> },
              {
                header: pc.name,
                cell: (unit) => <bdi>{unitName(unit, language)}</bdi>,
              },
              { header: pc.floor, cell: (unit) => format.integer(unit.floor), numeric: true },
              { header: pc.price, cell: (unit) => format.price(unit.totalPrice), numeric: true },
            ]}
          />
        </div>
      )}
    </section>
  );
}
