import type { ImportResult, PartnerProject, PartnerUnit } from "@capital/contract/partner-catalogue";
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { useParams } from "react-router";
import { primaryButton, secondaryButton } from "../../../components/button-styles";
import { useI18n } from "../../../i18n/language-context";
import { fill, fillNodes } from "../../../lib/fill";
import { useBrowserApi } from "../../../lib/use-api";
import { usePartner } from "../../../partner/partner-context";
import { errorsOf, Field, type FieldErrors, FormAlert, noErrors, SelectField } from "./forms";
import { ProgressPanel } from "./progress-panel";

/** /partner/projects/:id: a project's buildings, units (import, export, prices), photos and publication. */
export default function PartnerProjectPage() {
  const { id = "" } = useParams();
  const { p, me, accessToken } = usePartner();
  const { language } = useI18n();
  const api = useBrowserApi();
  const [project, setProject] = useState<PartnerProject | null>(null);
  const [missing, setMissing] = useState(false);
  const [units, setUnits] = useState<PartnerUnit[]>([]);
  const pc = p.catalogue;

  const reload = useCallback(async () => {
    try {
      const token = await accessToken();
      const [whole, page] = await Promise.all([
        api.get("/partner/projects/:id/", { params: { id }, accessToken: token }),
        api.get("/partner/projects/:id/units/", {
          params: { id },
          query: { page_size: 100 },
          accessToken: token,
        }),
      ]);
      setProject(whole);
      setUnits(page.results);
    } catch {
      setMissing(true);
    }
  }, [api, accessToken, id]);
  useEffect(() => {
    reload();
  }, [reload]);

  if (missing) return <FormAlert message={pc.notFound} />;
  if (!project) return <p role="status">{p.loading}</p>;
  const manages = me.role !== "sales";

  async function setPublished(published: boolean) {
    const path = published ? "/partner/projects/:id/publish/" : "/partner/projects/:id/unpublish/";
    await api.post(path, { params: { id }, accessToken: await accessToken() });
    await reload();
  }

  return (
    <div className="space-y-8">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="font-bold text-2xl text-brand-900">
            <bdi>{language === "ar" ? project.nameArabic : project.name}</bdi>
          </h1>
          <p className="text-slate-600">
            {pc.types[project.type]} · {project.publishedAt ? pc.published : pc.draft}
          </p>
        </div>
        {manages && (
          <button
            type="button"
            className={project.publishedAt ? secondaryButton : primaryButton}
            onClick={() => setPublished(!project.publishedAt)}
          >
            {project.publishedAt ? pc.unpublish : pc.publish}
          </button>
        )}
      </header>
      {manages && project.type === "compound" && <BuildingForm projectId={project.id} onDone={reload} />}
      <Buildings project={project} />
      <ImportForm projectId={project.id} onDone={reload} />
      <UnitsTable units={units} onChanged={reload} />
      {manages && <Gallery project={project} onDone={reload} />}
      <ProgressPanel projectId={project.id} />
    </div>
  );
}

function Buildings({ project }: { project: PartnerProject }) {
  const { p } = usePartner();
  const { language, format } = useI18n();
  if (project.buildings.length === 0) return null;
  return (
    <section aria-labelledby="buildings-title">
      <h2 id="buildings-title" className="mb-2 font-bold text-brand-900 text-xl">
        {p.catalogue.buildings}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {project.buildings.map((b) => (
          <li key={`${b.kind}-${b.id}`} className="rounded-lg bg-white px-3 py-2 shadow-sm">
            <bdi className="font-bold">{language === "ar" ? b.nameArabic : b.name}</bdi>{" "}
            <span className="text-slate-600 text-sm">
              {format.plural(b.buildingFloors, p.catalogue.floorsCount)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function BuildingForm({ projectId, onDone }: { projectId: number; onDone: () => Promise<void> }) {
  const { p, accessToken } = usePartner();
  const api = useBrowserApi();
  const [errors, setErrors] = useState<FieldErrors>(noErrors);
  const pc = p.catalogue;
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    const form = new FormData(target);
    try {
      await api.post("/partner/projects/:id/buildings/", {
        params: { id: projectId },
        body: {
          kind: String(form.get("kind")) as "apartments",
          name: String(form.get("name") ?? ""),
          nameArabic: String(form.get("nameArabic") ?? ""),
          buildingFloors: Number(form.get("buildingFloors")),
        },
        accessToken: await accessToken(),
      });
      setErrors(noErrors);
      target.reset();
      await onDone();
    } catch (error) {
      setErrors(errorsOf(error, p.loadFailed));
    }
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3 rounded-xl bg-white p-4 shadow-sm"
      aria-labelledby="building-form"
    >
      <h2 id="building-form" className="font-bold text-brand-900 text-xl">
        {pc.addBuilding}
      </h2>
      <FormAlert message={errors.message} />
      <div className="grid gap-3 md:grid-cols-4">
        <SelectField label={pc.kind} name="kind" errors={errors.fields.kind}>
          {(["apartments", "studios", "hotel", "duplex", "detached", "twin"] as const).map((kind) => (
            <option key={kind} value={kind}>
              {pc.kinds[kind]}
            </option>
          ))}
        </SelectField>
        <Field label={pc.nameEn} name="name" dir="ltr" errors={errors.fields.name} />
        <Field label={pc.nameAr} name="nameArabic" dir="rtl" errors={errors.fields.nameArabic} />
        <Field
          label={pc.floors}
          name="buildingFloors"
          inputMode="numeric"
          errors={errors.fields.buildingFloors}
        />
      </div>
      <button type="submit" className={secondaryButton}>
        {pc.addBuilding}
      </button>
    </form>
  );
}

function ImportForm({ projectId, onDone }: { projectId: number; onDone: () => Promise<void> }) {
  const { p, accessToken } = usePartner();
  const { format } = useI18n();
  const pc = p.catalogue;
  const [result, setResult] = useState<{ dryRun: boolean; body: ImportResult } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function send(form: HTMLFormElement, dryRun: boolean) {
    const data = new FormData(form);
    const file = data.get("file");
    if (!(file instanceof File) || file.size === 0) {
      setProblem(pc.chooseFile);
      return;
    }
    setProblem(null);
    const body = new FormData();
    body.set("file", file);
    const token = await accessToken();
    const response = await fetch(`/api/v1/partner/projects/${projectId}/units/import/?dryRun=${dryRun}`, {
      method: "POST",
      body,
      headers: { authorization: `Bearer ${token}`, "accept-language": document.documentElement.lang },
    });
    const answer = (await response.json()) as ImportResult & {
      message?: string;
      fields?: Record<string, string[]>;
    };
    if (answer.errors) setResult({ dryRun, body: answer });
    else setProblem(Object.values(answer.fields ?? {})[0]?.[0] ?? answer.message ?? p.loadFailed);
    if (!dryRun && response.ok) await onDone();
  }

  async function download(path: string, name: string) {
    const response = await fetch(path, { headers: { authorization: `Bearer ${await accessToken()}` } });
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <section aria-labelledby="import-title" className="space-y-3 rounded-xl bg-white p-4 shadow-sm">
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
        onSubmit={(event) => {
          event.preventDefault();
          send(event.currentTarget, false);
        }}
        className="space-y-3"
      >
        <Field
          label={pc.file}
          name="file"
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        />
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={secondaryButton}
            onClick={(event) => {
              const form = event.currentTarget.form;
              if (form) send(form, true);
            }}
          >
            {pc.dryRun}
          </button>
          <button type="submit" className={primaryButton}>
            {pc.import}
          </button>
        </div>
      </form>
      <FormAlert message={problem} />
      {result && (
        <div role="status" className="space-y-2">
          <p className="font-bold">
            {result.body.errors.length > 0
              ? fillNodes(pc.importProblems, { n: format.integer(result.body.errors.length) })
              : fillNodes(result.dryRun ? pc.dryRunClean : pc.imported, {
                  created: format.integer(result.body.created),
                  updated: format.integer(result.body.updated),
                })}
          </p>
          {result.body.errors.length > 0 && (
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <caption className="sr-only">{pc.importTitle}</caption>
                <thead className="bg-red-50">
                  <tr>
                    <th scope="col" className="p-2 text-start">
                      {pc.row}
                    </th>
                    <th scope="col" className="p-2 text-start">
                      {pc.column}
                    </th>
                    <th scope="col" className="p-2 text-start">
                      {pc.message}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {result.body.errors.map((e) => (
                    <tr key={`${e.row}-${e.column}-${e.message}`} className="border-t">
                      <td className="p-2">{format.integer(e.row)}</td>
                      <td className="p-2" dir="ltr">
                        {e.column ?? "—"}
                      </td>
                      <td className="p-2">{e.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

function UnitsTable({ units, onChanged }: { units: PartnerUnit[]; onChanged: () => Promise<void> }) {
  const { p, accessToken } = usePartner();
  const { language, format } = useI18n();
  const api = useBrowserApi();
  const pc = p.catalogue;
  const [editing, setEditing] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>(noErrors);

  async function savePrice(event: FormEvent<HTMLFormElement>, unit: PartnerUnit) {
    event.preventDefault();
    const price = Number(new FormData(event.currentTarget).get("price"));
    try {
      await api.patch("/partner/units/:id/", {
        params: { id: unit.id },
        body: { totalPrice: price },
        accessToken: await accessToken(),
      });
      setEditing(null);
      setErrors(noErrors);
      await onChanged();
    } catch (error) {
      setErrors(errorsOf(error, p.loadFailed));
    }
  }

  return (
    <section aria-labelledby="units-title">
      <h2 id="units-title" className="mb-2 font-bold text-brand-900 text-xl">
        {pc.units} ({format.integer(units.length)})
      </h2>
      {units.length === 0 ? (
        <p>{pc.noUnits}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
          <table className="w-full min-w-[36rem] text-sm">
            <caption className="sr-only">{pc.units}</caption>
            <thead className="bg-slate-100">
              <tr>
                <th scope="col" className="p-2 text-start">
                  {pc.code}
                </th>
                <th scope="col" className="p-2 text-start">
                  {pc.name}
                </th>
                <th scope="col" className="p-2 text-start">
                  {pc.place}
                </th>
                <th scope="col" className="p-2 text-start">
                  {pc.price}
                </th>
              </tr>
            </thead>
            <tbody>
              {units.map((unit) => (
                <tr key={unit.id} className="border-t">
                  <th scope="row" className="p-2 text-start" dir="ltr">
                    {unit.code}
                  </th>
                  <td className="p-2">
                    <bdi>{language === "ar" ? unit.nameArabic : unit.name}</bdi>
                  </td>
                  <td className="p-2">
                    <bdi>{unit.building}</bdi> · {fillNodes(pc.floorN, { n: format.integer(unit.floor) })}
                  </td>
                  <td className="p-2">
                    {editing === unit.id ? (
                      <form
                        onSubmit={(event) => savePrice(event, unit)}
                        className="flex flex-wrap items-end gap-2"
                      >
                        <Field
                          label={fill(pc.newPriceFor, { code: unit.code })}
                          name="price"
                          inputMode="numeric"
                          defaultValue={unit.totalPrice}
                          errors={errors.fields.totalPrice}
                        />
                        <button type="submit" className={primaryButton}>
                          {pc.save}
                        </button>
                      </form>
                    ) : (
                      <button
                        type="button"
                        className="text-brand-700 underline"
                        aria-label={`${pc.changePrice} ${unit.code}`}
                        onClick={() => setEditing(unit.id)}
                      >
                        {format.price(unit.totalPrice)}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Gallery({ project, onDone }: { project: PartnerProject; onDone: () => Promise<void> }) {
  const { p, accessToken } = usePartner();
  const api = useBrowserApi();
  const pc = p.catalogue;
  const [problem, setProblem] = useState<string | null>(null);

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    const files = (new FormData(target).getAll("file") as File[]).filter((f) => f.size > 0);
    setProblem(null);
    for (const file of files) {
      const body = new FormData();
      body.set("file", file);
      try {
        await api.post("/partner/projects/:id/media/", {
          params: { id: project.id },
          body,
          accessToken: await accessToken(),
        });
      } catch (error) {
        setProblem(errorsOf(error, p.loadFailed).fields.file?.[0] ?? p.loadFailed);
      }
    }
    target.reset();
    await onDone();
  }
  async function remove(id: number) {
    await api.delete("/partner/media/:id/", { params: { id }, accessToken: await accessToken() });
    await onDone();
  }
  async function makeCover(id: number) {
    const ids = [id, ...project.media.map((m) => m.id).filter((other) => other !== id)];
    await api.put("/partner/projects/:id/media/order/", {
      params: { id: project.id },
      body: { ids },
      accessToken: await accessToken(),
    });
    await onDone();
  }

  return (
    <section aria-labelledby="gallery-title" className="space-y-3 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="gallery-title" className="font-bold text-brand-900 text-xl">
        {pc.photos}
      </h2>
      <form onSubmit={upload} className="flex flex-wrap items-end gap-2">
        <Field
          label={pc.choosePhotos}
          name="file"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
        />
        <button type="submit" className={primaryButton}>
          {pc.upload}
        </button>
      </form>
      <FormAlert message={problem} />
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {project.media.map((m, index) => (
          <li key={m.id} className="space-y-1">
            <img
              src={m.variants[0]?.url.replace(".avif", ".webp") ?? m.url}
              alt={m.altEn}
              className="aspect-video w-full rounded object-cover"
            />
            <p className="text-xs">{index === 0 ? pc.cover : ""}</p>
            <div className="flex gap-2">
              {index > 0 && (
                <button
                  type="button"
                  className="text-brand-700 text-sm underline"
                  onClick={() => makeCover(m.id)}
                >
                  {pc.makeCover}
                </button>
              )}
              <button type="button" className="text-red-700 text-sm underline" onClick={() => remove(m.id)}>
                {pc.remove}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
