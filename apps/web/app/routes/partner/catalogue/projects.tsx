import { MAX_PAGE_SIZE } from "@capital/contract/constants";
import type { PartnerCompany } from "@capital/contract/partner";
import type { PartnerProjectSummary, ProjectInput } from "@capital/contract/partner-catalogue";
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { useI18n } from "../../../i18n/language-context";
import { Link, useLocalizedNavigate } from "../../../i18n/localized-link";
import { useBrowserApi } from "../../../lib/use-api";
import { usePartner } from "../../../partner/partner-context";
import {
  BilingualFields,
  FormFooter,
  PartnerInput,
  PartnerSelect,
  useApiForm,
} from "../../../partner/partner-form";
import {
  PartnerFilterForm,
  PartnerListFailed,
  PartnerPager,
  usePartnerList,
} from "../../../partner/partner-list";
import { PartnerTable } from "../../../partner/partner-table";
import { toNumber } from "./unit-form";

/** /partner/projects: the projects I manage, drafts included, by type, and a form to start a new one. */
export default function PartnerProjects() {
  const { p, me, accessToken } = usePartner();
  const { language, format } = useI18n();
  const api = useBrowserApi();
  const pc = p.catalogue;
  const [type, setType] = useState<"mall" | "compound" | undefined>(undefined);
  const readPage = useCallback(
    async (page: number) =>
      api.get("/partner/projects/", { query: { page, type }, accessToken: await accessToken() }),
    [api, accessToken, type],
  );
  const { list, page, setPage, failed } = usePartnerList<PartnerProjectSummary>(readPage);
  const nameOf = (row: { name: string; nameArabic: string }) =>
    language === "ar" ? row.nameArabic : row.name;

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="projects-title" className="flex flex-col gap-4">
        <h1 id="projects-title" className="font-bold text-2xl text-brand-900">
          {pc.projectsTitle}
        </h1>
        <PartnerFilterForm
          onFilter={(values) => {
            setPage(1);
            const chosen = String(values.get("type") ?? "");
            setType(chosen === "mall" || chosen === "compound" ? chosen : undefined);
          }}
        >
          <PartnerSelect
            label={pc.typeFilter}
            name="type"
            className="flex-1"
            options={[
              { value: "", label: pc.allTypes },
              { value: "compound", label: pc.types.compound },
              { value: "mall", label: pc.types.mall },
            ]}
          />
        </PartnerFilterForm>
        <PartnerListFailed failed={failed} />
        {list && (
          <>
            <PartnerTable
              caption={pc.projectsTable}
              rows={list.results}
              rowKey={(row) => row.id}
              empty={pc.noProjects}
              columns={[
                {
                  header: pc.name,
                  cell: (row) => (
                    <>
                      <Link className="text-brand-700 underline" to={`/partner/projects/${row.id}`}>
                        <bdi>{nameOf(row)}</bdi>
                      </Link>
                      {me.role === "operator" && (
                        <span className="block font-normal text-slate-500 text-xs">
                          <bdi>{language === "ar" ? row.companyNameArabic : row.companyName}</bdi>
                        </span>
                      )}
                    </>
                  ),
                },
                { header: pc.type, cell: (row) => pc.types[row.type] },
                { header: pc.units, cell: (row) => format.integer(row.unitsCount) },
                {
                  header: pc.state,
                  cell: (row) => (
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs ${row.publishedAt ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900"}`}
                    >
                      {row.publishedAt ? pc.published : pc.draft}
                    </span>
                  ),
                },
              ]}
            />
            <PartnerPager list={list} page={page} onPage={setPage} label={pc.projectsTable} />
          </>
        )}
      </section>
      {me.role !== "sales" && <NewProjectForm />}
    </div>
  );
}

type Option = { value: string; label: string };

function NewProjectForm() {
  const { p, me, accessToken } = usePartner();
  const { language } = useI18n();
  const api = useBrowserApi();
  const navigate = useLocalizedNavigate();
  const pc = p.catalogue;
  const form = useApiForm();
  const [locations, setLocations] = useState<Option[]>([]);
  const [companies, setCompanies] = useState<Option[]>([]);
  const [type, setType] = useState<"compound" | "mall">("compound");
  const nameOf = useCallback(
    (row: { name: string; nameArabic: string }) => (language === "ar" ? row.nameArabic : row.name),
    [language],
  );

  // The form waits for its choices: sent before they arrived, it would say "Location: this field
  // may not be blank" about a field the person never saw.
  const [choices, setChoices] = useState<"loading" | "ready" | "failed">("loading");
  useEffect(() => {
    void (async () => {
      try {
        const page = await api.get("/locations/", { query: { page_size: MAX_PAGE_SIZE } });
        setLocations(page.results.map((l) => ({ value: String(l.id), label: nameOf(l) })));
        if (me.role === "operator") {
          const owners = await api.get("/partner/companies/", {
            query: { page_size: MAX_PAGE_SIZE },
            accessToken: await accessToken(),
          });
          setCompanies(
            owners.results.map((c: PartnerCompany) => ({ value: String(c.id), label: nameOf(c) })),
          );
        }
        setChoices("ready");
      } catch {
        setChoices("failed");
      }
    })();
  }, [api, accessToken, me.role, nameOf]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const text = (name: string) => String(values.get(name) ?? "");
    const body: ProjectInput = {
      type,
      ...(me.role === "operator" ? { companyId: toNumber(text("companyId")) } : {}),
      locationId: toNumber(text("locationId")),
      name: text("name"),
      nameArabic: text("nameArabic"),
      address: text("address"),
      addressArabic: text("addressArabic"),
      distance: toNumber(text("distance")),
      acres: toNumber(text("acres")),
      ...(type === "mall" ? { buildingFloors: toNumber(text("buildingFloors")) } : {}),
      deliveryDate: text("deliveryDate") || null,
    };
    const made = await form.run(
      async () => api.post("/partner/projects/", { body, accessToken: await accessToken() }),
      p.common.failed,
    );
    if (made) navigate(`/partner/projects/${made.id}`);
  }

  const f = form.fields;
  return (
    <section aria-labelledby="new-project-title" className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id="new-project-title" className="mb-4 font-bold text-brand-900 text-xl">
        {pc.newProject}
      </h2>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 md:grid-cols-2">
          <div>
            <label htmlFor="new-project-type" className="mb-1 block font-bold text-slate-700 text-sm">
              {pc.type}
            </label>
            <select
              id="new-project-type"
              name="type"
              value={type}
              onChange={(event) => setType(event.target.value === "mall" ? "mall" : "compound")}
              className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900"
            >
              <option value="compound">{pc.types.compound}</option>
              <option value="mall">{pc.types.mall}</option>
            </select>
          </div>
          {locations.length > 0 && (
            <PartnerSelect label={pc.location} name="locationId" errors={f.locationId} options={locations} />
          )}
          {me.role === "operator" && companies.length > 0 && (
            <PartnerSelect label={pc.company} name="companyId" errors={f.companyId} options={companies} />
          )}
          <BilingualFields
            names={["name", "nameArabic", "address", "addressArabic"] as const}
            labels={{
              name: pc.nameEn,
              nameArabic: pc.nameAr,
              address: pc.addressEn,
              addressArabic: pc.addressAr,
            }}
            fields={f}
          />
          <PartnerInput
            label={pc.distance}
            name="distance"
            inputMode="decimal"
            errors={f.distance}
            required
          />
          <PartnerInput label={pc.acres} name="acres" inputMode="numeric" errors={f.acres} required />
          {type === "mall" && (
            <PartnerInput
              label={pc.mallFloors}
              name="buildingFloors"
              inputMode="numeric"
              errors={f.buildingFloors}
              required
            />
          )}
          <PartnerInput label={pc.deliveryDate} name="deliveryDate" type="date" errors={f.deliveryDate} />
        </div>
        <FormFooter
          error={form.formError ?? (choices === "failed" ? p.common.failed : null)}
          label={pc.createDraft}
          busy={form.busy || choices !== "ready"}
        />
      </form>
    </section>
  );
}
