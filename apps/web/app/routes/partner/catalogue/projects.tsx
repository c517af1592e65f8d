import type { PartnerProjectSummary } from "@capital/contract/partner-catalogue";
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { primaryButton } from "../../../components/button-styles";
import { useI18n } from "../../../i18n/language-context";
import { Link, useLocalizedNavigate } from "../../../i18n/localized-link";
import { useBrowserApi } from "../../../lib/use-api";
import { usePartner } from "../../../partner/partner-context";
import { errorsOf, Field, type FieldErrors, FormAlert, noErrors, SelectField } from "./forms";

/** /partner/projects: the projects I manage, drafts included, and a form to start a new one. */
export default function PartnerProjects() {
  const { p, me, accessToken } = usePartner();
  const { language, format } = useI18n();
  const api = useBrowserApi();
  const [projects, setProjects] = useState<PartnerProjectSummary[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    try {
      const page = await api.get("/partner/projects/", {
        query: { page_size: 100 },
        accessToken: await accessToken(),
      });
      setProjects(page.results);
    } catch {
      setFailed(true);
    }
  }, [api, accessToken]);
  useEffect(() => {
    load();
  }, [load]);

  const pc = p.catalogue;
  return (
    <section aria-labelledby="projects-title" className="space-y-6">
      <h1 id="projects-title" className="font-bold text-2xl text-brand-900">
        {pc.projectsTitle}
      </h1>
      {failed && <FormAlert message={p.loadFailed} />}
      {projects && projects.length === 0 && <p>{pc.noProjects}</p>}
      {projects && projects.length > 0 && (
        <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{pc.projectsTitle}</caption>
            <thead className="bg-slate-100 text-slate-700">
              <tr>
                <th scope="col" className="p-3 text-start">
                  {pc.name}
                </th>
                <th scope="col" className="p-3 text-start">
                  {pc.type}
                </th>
                <th scope="col" className="p-3 text-start">
                  {pc.units}
                </th>
                <th scope="col" className="p-3 text-start">
                  {pc.state}
                </th>
              </tr>
            </thead>
            <tbody>
              {projects.map((project) => (
                <tr key={project.id} className="border-slate-100 border-t">
                  <th scope="row" className="p-3 text-start font-bold">
                    <Link className="text-brand-700 underline" to={`/partner/projects/${project.id}`}>
                      <bdi>{language === "ar" ? project.nameArabic : project.name}</bdi>
                    </Link>
                    {me.role === "operator" && (
                      <span className="block font-normal text-slate-500 text-xs">
                        <bdi>{language === "ar" ? project.companyNameArabic : project.companyName}</bdi>
                      </span>
                    )}
                  </th>
                  <td className="p-3">{pc.types[project.type]}</td>
                  <td className="p-3">{format.integer(project.unitsCount)}</td>
                  <td className="p-3">
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs ${project.publishedAt ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900"}`}
                    >
                      {project.publishedAt ? pc.published : pc.draft}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {me.role !== "sales" && <NewProjectForm />}
    </section>
  );
}

function NewProjectForm() {
  const { p, me, accessToken } = usePartner();
  const api = useBrowserApi();
  const navigate = useLocalizedNavigate();
  const pc = p.catalogue;
  const [errors, setErrors] = useState<FieldErrors>(noErrors);
  const [busy, setBusy] = useState(false);
  const [locations, setLocations] = useState<{ id: number; name: string; nameArabic: string }[]>([]);
  const { language } = useI18n();
  useEffect(() => {
    api
      .get("/locations/", { query: { page_size: 100 } })
      .then((page) => setLocations(page.results))
      .catch(() => setLocations([]));
  }, [api]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    const type = text("type") === "mall" ? "mall" : "compound";
    setBusy(true);
    try {
      const made = await api.post("/partner/projects/", {
        body: {
          type,
          ...(me.role === "operator" ? { companyId: Number(text("companyId")) || undefined } : {}),
          locationId: Number(text("locationId")),
          name: text("name"),
          nameArabic: text("nameArabic"),
          address: text("address"),
          addressArabic: text("addressArabic"),
          distance: Number(text("distance")),
          acres: Number(text("acres")),
          ...(type === "mall" ? { buildingFloors: Number(text("buildingFloors")) } : {}),
          deliveryDate: text("deliveryDate") || null,
        },
        accessToken: await accessToken(),
      });
      navigate(`/partner/projects/${made.id}`);
    } catch (error) {
      setErrors(errorsOf(error, p.loadFailed));
    } finally {
      setBusy(false);
    }
  }

  const f = errors.fields;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-xl bg-white p-4 shadow-sm md:p-6"
      aria-labelledby="new-project"
    >
      <h2 id="new-project" className="font-bold text-brand-900 text-xl">
        {pc.newProject}
      </h2>
      <FormAlert message={errors.message} />
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField label={pc.type} name="type" defaultValue="compound" errors={f.type}>
          <option value="compound">{pc.types.compound}</option>
          <option value="mall">{pc.types.mall}</option>
        </SelectField>
        <SelectField label={pc.location} name="locationId" errors={f.locationId}>
          {locations.map((l) => (
            <option key={l.id} value={l.id}>
              {language === "ar" ? l.nameArabic : l.name}
            </option>
          ))}
        </SelectField>
        {me.role === "operator" && (
          <Field label={pc.companyId} name="companyId" inputMode="numeric" errors={f.companyId} />
        )}
        <Field label={pc.nameEn} name="name" dir="ltr" errors={f.name} />
        <Field label={pc.nameAr} name="nameArabic" dir="rtl" errors={f.nameArabic} />
        <Field label={pc.addressEn} name="address" dir="ltr" errors={f.address} />
        <Field label={pc.addressAr} name="addressArabic" dir="rtl" errors={f.addressArabic} />
        <Field label={pc.distance} name="distance" inputMode="decimal" errors={f.distance} />
        <Field label={pc.acres} name="acres" inputMode="numeric" errors={f.acres} />
        <Field label={pc.mallFloors} name="buildingFloors" inputMode="numeric" errors={f.buildingFloors} />
        <Field label={pc.deliveryDate} name="deliveryDate" type="date" errors={f.deliveryDate} />
      </div>
      <button type="submit" className={primaryButton} disabled={busy}>
        {pc.createDraft}
      </button>
    </form>
  );
}
