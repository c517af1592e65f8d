import type { PartnerCompany } from "@capital/contract/partner";
import { type FormEvent, useCallback, useState } from "react";
import { useI18n } from "../../i18n/language-context";
import { Link } from "../../i18n/localized-link";
import { fill } from "../../lib/fill";
import { useBrowserApi } from "../../lib/use-api";
import { usePartner } from "../../partner/partner-context";
import { FormFooter, PartnerInput, useApiForm } from "../../partner/partner-form";
import {
  LogoName,
  PartnerFilterForm,
  PartnerListFailed,
  PartnerPager,
  usePartnerList,
} from "../../partner/partner-list";
import { PartnerTable } from "../../partner/partner-table";
import { CompanyFields } from "./company-fields";

/** /partner/companies (operators): every company, a search, and the form that adds one. */
export default function PartnerCompanies() {
  const { p, accessToken } = usePartner();
  const { language, format } = useI18n();
  const api = useBrowserApi();
  const [search, setSearch] = useState("");
  const readPage = useCallback(
    async (page: number) =>
      api.get("/partner/companies/", {
        query: { page, search: search || undefined },
        accessToken: await accessToken(),
      }),
    [api, accessToken, search],
  );
  const { list: companies, page, setPage, failed, reload } = usePartnerList<PartnerCompany>(readPage);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useApiForm();

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const body = new FormData(element);
    const created = await form.run(
      async () => api.post("/partner/companies/", { body, accessToken: await accessToken() }),
      p.common.failed,
    );
    if (!created) return;
    element.reset();
    setNotice(fill(p.company.created, { name: language === "ar" ? created.nameArabic : created.name }));
    await reload();
  }

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="companies-title" className="flex flex-col gap-4">
        <h1 id="companies-title" className="font-bold text-2xl text-brand-900">
          {p.company.listTitle}
        </h1>
        <PartnerFilterForm
          onFilter={(values) => {
            setPage(1);
            setSearch(String(values.get("search") ?? "").trim());
          }}
        >
          <PartnerInput label={p.company.searchLabel} name="search" type="search" className="flex-1" />
        </PartnerFilterForm>
        <PartnerListFailed failed={failed} />
        {companies && (
          <>
            <PartnerTable
              caption={p.company.table}
              rows={companies.results}
              rowKey={(row) => row.id}
              empty={p.company.none}
              columns={[
                { header: p.company.name, cell: (row) => <LogoName logo={row.logo} name={row.name} /> },
                { header: p.company.nameArabic, cell: (row) => <bdi lang="ar">{row.nameArabic}</bdi> },
                { header: p.company.staff, cell: (row) => format.integer(row.staffCount), numeric: true },
                {
                  header: p.staff.actions,
                  cell: (row) => (
                    <Link to={`/partner/companies/${row.id}`} className="font-bold text-brand-700 underline">
                      {p.company.open}
                      <span className="sr-only">
                        {" "}
                        <bdi>{language === "ar" ? row.nameArabic : row.name}</bdi>
                      </span>
                    </Link>
                  ),
                },
              ]}
            />
            <PartnerPager list={companies} page={page} onPage={setPage} label={p.company.table} />
          </>
        )}
      </section>

      <section aria-labelledby="create-company-title" className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
        <h2 id="create-company-title" className="mb-4 font-bold text-brand-900 text-xl">
          {p.company.createTitle}
        </h2>
        <form onSubmit={create} noValidate className="flex flex-col gap-4" encType="multipart/form-data">
          <CompanyFields p={p} fields={form.fields} imagesRequired />
          <FormFooter error={form.formError} notice={notice} label={p.company.create} busy={form.busy} />
        </form>
      </section>
    </div>
  );
}
