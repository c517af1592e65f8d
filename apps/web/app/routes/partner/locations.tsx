import type { PartnerLocation } from "@capital/contract/partner-locations";
import { type FormEvent, useCallback, useState } from "react";
import { primaryButton, secondaryButton } from "../../components/button-styles";
import { useI18n } from "../../i18n/language-context";
import { fill } from "../../lib/fill";
import { useBrowserApi } from "../../lib/use-api";
import { usePartner } from "../../partner/partner-context";
import { FormFooter, FormMessage, PartnerInput, useApiForm } from "../../partner/partner-form";
import {
  LogoName,
  PartnerFilterForm,
  PartnerListFailed,
  PartnerPager,
  usePartnerList,
} from "../../partner/partner-list";
import { PartnerTable } from "../../partner/partner-table";
import { LocationFields } from "./location-fields";

/** An empty file input means "keep the current image". */
function withoutEmptyFiles(body: FormData) {
  for (const name of ["logo", "locationCardImage"]) {
    const file = body.get(name);
    if (file instanceof File && file.size === 0) body.delete(name);
  }
  return body;
}

/** /partner/locations (operators): the catalogue's locations, a search, a form to add one and one to edit. */
export default function PartnerLocations() {
  const { p, accessToken } = usePartner();
  const { language, format } = useI18n();
  const api = useBrowserApi();
  const [search, setSearch] = useState("");
  const readPage = useCallback(
    async (page: number) =>
      api.get("/partner/locations/", {
        query: { page, search: search || undefined },
        accessToken: await accessToken(),
      }),
    [api, accessToken, search],
  );
  const { list: locations, page, setPage, failed, reload } = usePartnerList<PartnerLocation>(readPage);
  const [editing, setEditing] = useState<PartnerLocation | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const createForm = useApiForm();
  const editForm = useApiForm();
  const nameOf = (row: PartnerLocation) => (language === "ar" ? row.nameArabic : row.name);

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const body = new FormData(element);
    const created = await createForm.run(
      async () => api.post("/partner/locations/", { body, accessToken: await accessToken() }),
      p.common.failed,
    );
    if (!created) return;
    element.reset();
    setNotice(fill(p.location.created, { name: nameOf(created) }));
    await reload();
  }

  async function update(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!editing) return;
    const body = withoutEmptyFiles(new FormData(event.currentTarget));
    const updated = await editForm.run(
      async () =>
        api.patch("/partner/locations/:id/", {
          params: { id: String(editing.id) },
          body,
          accessToken: await accessToken(),
        }),
      p.common.failed,
    );
    if (!updated) return;
    setEditing(updated);
    setSaved(p.common.saved);
    await reload();
  }

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="locations-title" className="flex flex-col gap-4">
        <h1 id="locations-title" className="font-bold text-2xl text-brand-900">
          {p.location.listTitle}
        </h1>
        <PartnerFilterForm
          onFilter={(values) => {
            setPage(1);
            setSearch(String(values.get("search") ?? "").trim());
          }}
        >
          <PartnerInput label={p.location.searchLabel} name="search" type="search" className="flex-1" />
        </PartnerFilterForm>
        <PartnerListFailed failed={failed} />
        {locations && (
          <>
            <PartnerTable
              caption={p.location.table}
              rows={locations.results}
              rowKey={(row) => row.id}
              empty={p.location.none}
              columns={[
                {
                  header: p.location.name,
                  cell: (row) => <LogoName logo={row.logo} name={row.name} />,
                },
                { header: p.location.nameArabic, cell: (row) => <bdi lang="ar">{row.nameArabic}</bdi> },
                { header: p.location.acresCount, cell: (row) => format.integer(row.acres), numeric: true },
                {
                  header: p.staff.actions,
                  cell: (row) => (
                    <button
                      type="button"
                      className="font-bold text-brand-700 underline"
                      onClick={() => {
                        setSaved(null);
                        setEditing(row);
                      }}
                    >
                      {p.location.edit}
                      <span className="sr-only">
                        {" "}
                        <bdi>{nameOf(row)}</bdi>
                      </span>
                    </button>
                  ),
                },
              ]}
            />
            <PartnerPager list={locations} page={page} onPage={setPage} label={p.location.table} />
          </>
        )}
      </section>

      {editing && (
        <section aria-labelledby="edit-location-title" className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
          <h2 id="edit-location-title" className="mb-4 font-bold text-brand-900 text-xl">
            {fill(p.location.editTitle, { name: nameOf(editing) })}
          </h2>
          <form
            key={editing.id}
            onSubmit={update}
            noValidate
            className="flex flex-col gap-4"
            encType="multipart/form-data"
          >
            <LocationFields p={p} fields={editForm.fields} location={editing} />
            <FormMessage text={editForm.formError} />
            <FormMessage text={saved} tone="success" />
            <div className="flex gap-2">
              <button
                type="submit"
                className={primaryButton}
                disabled={editForm.busy}
                aria-busy={editForm.busy}
              >
                {p.common.save}
              </button>
              <button type="button" className={secondaryButton} onClick={() => setEditing(null)}>
                {p.common.cancel}
              </button>
            </div>
          </form>
        </section>
      )}

      <section aria-labelledby="create-location-title" className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
        <h2 id="create-location-title" className="mb-4 font-bold text-brand-900 text-xl">
          {p.location.createTitle}
        </h2>
        <form onSubmit={create} noValidate className="flex flex-col gap-4" encType="multipart/form-data">
          <LocationFields p={p} fields={createForm.fields} />
          <FormFooter
            error={createForm.formError}
            notice={notice}
            label={p.location.create}
            busy={createForm.busy}
          />
        </form>
      </section>
    </div>
  );
}
