import { STORED_UNIT_STATUSES } from "@capital/contract/catalogue";
import type { PartnerProject, PartnerUnit } from "@capital/contract/partner-catalogue";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { unitName } from "../../../components/units/unit-label";
import { useI18n } from "../../../i18n/language-context";
import { fill, isolated } from "../../../lib/fill";
import { useBrowserApi } from "../../../lib/use-api";
import { usePartner } from "../../../partner/partner-context";
import { FormMessage, PartnerInput, PartnerSelect, useApiForm } from "../../../partner/partner-form";
import {
  PartnerFilterForm,
  PartnerListFailed,
  PartnerPager,
  usePartnerList,
} from "../../../partner/partner-list";
import { PartnerTable } from "../../../partner/partner-table";
import { PriceEditor } from "./price-editor";
import { buildingOptions, toNumber, UnitForm, unitBody } from "./unit-form";

type Filters = { q: string; building: string | undefined; status: string | undefined };

/**
 * A project's units: filtered by code or name, building and status, a page at a time; each opens
 * in the edit form, and a form below adds one. `version` changes when units came from elsewhere
 * (the import, the generator), so the list is read again.
 */
export function UnitsPanel({
  project,
  version,
  onChanged,
}: {
  project: PartnerProject;
  version: number;
  onChanged: () => Promise<void>;
}) {
  const { p, accessToken } = usePartner();
  const { language, format } = useI18n();
  const api = useBrowserApi();
  const pc = p.catalogue;
  const [filters, setFilters] = useState<Filters>({ q: "", building: undefined, status: undefined });
  const readPage = useCallback(
    async (page: number) => {
      void version;
      return api.get("/partner/projects/:id/units/", {
        params: { id: String(project.id) },
        query: {
          page,
          q: filters.q || undefined,
          building: filters.building,
          status: filters.status as PartnerUnit["status"] | undefined,
        },
        accessToken: await accessToken(),
      });
    },
    [api, accessToken, project.id, filters, version],
  );
  const { list, page, setPage, failed, reload } = usePartnerList<PartnerUnit>(readPage);
  const [editing, setEditing] = useState<PartnerUnit | null>(null);
  const editHeading = useRef<HTMLHeadingElement>(null);
  // The edit form opens below the list, out of sight on a long page: it is brought to the
  // person's eyes and keyboard.
  const editingId = editing?.id;
  useEffect(() => {
    if (editingId !== undefined) editHeading.current?.focus();
  }, [editingId]);
  // When a form in a row or below closes, focus goes back to the button that opened it.
  const focusAfterRender = useRef<string | null>(null);
  const focusedAfterRender = (key: string) => (button: HTMLButtonElement | null) => {
    if (!button || focusAfterRender.current !== key) return;
    focusAfterRender.current = null;
    button.focus();
  };
  const [saved, setSaved] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const [createKey, setCreateKey] = useState(0);
  const editForm = useApiForm();
  const createForm = useApiForm();
  const buildings = buildingOptions(project, language);

  async function update(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!editing) return;
    setSaved(null);
    const body = unitBody(new FormData(event.currentTarget), project);
    const updated = await editForm.run(
      async () =>
        api.patch("/partner/units/:id/", {
          params: { id: String(editing.id) },
          body,
          accessToken: await accessToken(),
        }),
      p.common.failed,
    );
    if (!updated) return;
    setEditing(updated);
    setSaved(fill(pc.unitSaved, { code: isolated(updated.code) }));
    await Promise.all([reload(), onChanged()]);
  }

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAdded(null);
    const body = unitBody(new FormData(event.currentTarget), project);
    const made = await createForm.run(
      async () =>
        api.post("/partner/projects/:id/units/", {
          params: { id: String(project.id) },
          body,
          accessToken: await accessToken(),
        }),
      p.common.failed,
    );
    if (!made) return;
    setCreateKey(createKey + 1);
    setAdded(fill(pc.unitAdded, { code: isolated(made.code) }));
    await Promise.all([reload(), onChanged()]);
  }

  const [asked, setAsked] = useState<PartnerUnit | null>(null);
  const [pricing, setPricing] = useState<number | null>(null);
  const priceForm = useApiForm();

  async function savePrice(event: FormEvent<HTMLFormElement>, unit: PartnerUnit) {
    event.preventDefault();
    const totalPrice = toNumber(String(new FormData(event.currentTarget).get("totalPrice") ?? ""));
    const updated = await priceForm.run(
      async () =>
        api.patch("/partner/units/:id/", {
          params: { id: String(unit.id) },
          body: { totalPrice },
          accessToken: await accessToken(),
        }),
      p.common.failed,
    );
    if (!updated) return;
    setPricing(null);
    focusAfterRender.current = `price-${unit.id}`;
    if (editing?.id === unit.id) setEditing(updated);
    await Promise.all([reload(), onChanged()]);
  }

  const priceCell = (unit: PartnerUnit) =>
    pricing === unit.id ? (
      <PriceEditor
        label={fill(pc.newPriceFor, { code: isolated(unit.code) })}
        price={unit.totalPrice}
        errors={priceForm.fields.totalPrice}
        formError={priceForm.formError}
        busy={priceForm.busy}
        saveLabel={pc.save}
        cancelLabel={p.common.cancel}
        onSubmit={(event) => savePrice(event, unit)}
        onCancel={() => {
          setPricing(null);
          focusAfterRender.current = `price-${unit.id}`;
        }}
      />
    ) : (
      <button
        type="button"
        className="text-brand-700 underline"
        ref={focusedAfterRender(`price-${unit.id}`)}
        onClick={() => setPricing(unit.id)}
      >
        {/* The name starts with the price it shows, so "click 3,200,000" works by voice (WCAG 2.5.3). */}
        {format.price(unit.totalPrice)}
        <span className="sr-only">{`${format.separator}${pc.changePrice} ${isolated(unit.code)}`}</span>
      </button>
    );
  const removal = useApiForm();

  async function remove(unit: PartnerUnit) {
    setDeleted(null);
    const done = await removal.run(
      async () =>
        api.delete("/partner/units/:id/", {
          params: { id: String(unit.id) },
          accessToken: await accessToken(),
        }),
      p.common.failed,
    );
    setAsked(null);
    if (!done) return;
    if (editing?.id === unit.id) setEditing(null);
    setDeleted(fill(pc.unitDeleted, { code: isolated(unit.code) }));
    await Promise.all([reload(), onChanged()]);
  }

  const place = (unit: PartnerUnit) => {
    const building = project.buildings.find((b) => b.kind !== "mall" && b.name === unit.building);
    const floor = fill(pc.floorN, { n: format.integer(unit.floor) });
    if (!building) return floor;
    return format.list([language === "ar" ? building.nameArabic : building.name, floor]);
  };

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="units-title" className="flex flex-col gap-4">
        <h2 id="units-title" className="font-bold text-brand-900 text-xl">
          {pc.units}
          {list && <> ({format.integer(list.count)})</>}
        </h2>
        <PartnerFilterForm
          onFilter={(values) => {
            setPage(1);
            const text = (name: string) => String(values.get(name) ?? "").trim();
            setFilters({
              q: text("q"),
              building: project.type === "compound" ? text("building") || undefined : undefined,
              status: text("status") || undefined,
            });
          }}
        >
          <div className="flex flex-wrap items-end gap-2">
            <PartnerInput label={pc.search} name="q" type="search" className="w-44" />
            {project.type === "compound" && (
              <PartnerSelect
                label={pc.building}
                name="building"
                className="min-w-40"
                options={[{ value: "", label: pc.allBuildings }, ...buildings]}
              />
            )}
            <PartnerSelect
              label={pc.status}
              name="status"
              className="w-40"
              options={[
                { value: "", label: pc.allStatuses },
                ...STORED_UNIT_STATUSES.map((s) => ({ value: s, label: pc.statuses[s] })),
              ]}
            />
          </div>
        </PartnerFilterForm>
        <PartnerListFailed failed={failed} />
        <FormMessage text={removal.formError} />
        <FormMessage text={deleted} tone="success" />
        {list && (
          <>
            <PartnerTable
              caption={pc.unitsTable}
              rows={list.results}
              rowKey={(unit) => unit.id}
              empty={filters.q || filters.building || filters.status ? pc.noUnitsMatch : pc.noUnits}
              columns={[
                {
                  header: pc.code,
                  cell: (unit) => (
                    <bdi dir="ltr" className="whitespace-nowrap">
                      {unit.code}
                    </bdi>
                  ),
                },
                {
                  header: pc.name,
                  cell: (unit) => <bdi>{unitName(unit, language)}</bdi>,
                },
                {
                  header: pc.place,
                  cell: (unit) => <span className="whitespace-nowrap">{place(unit)}</span>,
                },
                { header: pc.price, cell: priceCell, numeric: true },
                { header: pc.status, cell: (unit) => pc.statuses[unit.status] },
                {
                  header: pc.actions,
                  cell: (unit) => (
                    <span className="flex flex-wrap gap-3">
                      <button
                        type="button"
                        className="font-bold text-brand-700 underline"
                        aria-label={fill(pc.editUnit, { code: isolated(unit.code) })}
                        ref={focusedAfterRender(`edit-${unit.id}`)}
                        onClick={() => {
                          setSaved(null);
                          setEditing(unit);
                        }}
                      >
                        {pc.edit}
                      </button>
                      <button
                        type="button"
                        className="font-bold text-red-700 underline"
                        aria-label={fill(pc.deleteUnit, { code: isolated(unit.code) })}
                        onClick={() => setAsked(unit)}
                      >
                        {pc.remove}
                      </button>
                    </span>
                  ),
                },
              ]}
            />
            <PartnerPager list={list} page={page} onPage={setPage} label={pc.unitsTable} />
          </>
        )}
      </section>

      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        title={asked ? fill(pc.deleteUnit, { code: isolated(asked.code) }) : ""}
        description={asked ? fill(pc.confirmDelete, { code: isolated(asked.code) }) : ""}
        confirmLabel={pc.remove}
        cancelLabel={p.common.cancel}
        busy={removal.busy}
        onConfirm={() => asked && remove(asked)}
      />
      {editing && (
        <section aria-labelledby="edit-unit-title" className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
          <h2
            id="edit-unit-title"
            ref={editHeading}
            tabIndex={-1}
            className="mb-4 font-bold text-brand-900 text-xl"
          >
            {fill(pc.editUnit, { code: isolated(editing.code) })}
          </h2>
          <UnitForm
            key={editing.id}
            project={project}
            unit={editing}
            fields={editForm.fields}
            formError={editForm.formError}
            notice={saved}
            busy={editForm.busy}
            onSubmit={update}
            onCancel={() => {
              focusAfterRender.current = `edit-${editing.id}`;
              setEditing(null);
            }}
          />
        </section>
      )}

      <section aria-labelledby="add-unit-title" className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
        <h2 id="add-unit-title" className="mb-4 font-bold text-brand-900 text-xl">
          {pc.addUnit}
        </h2>
        <UnitForm
          key={createKey}
          project={project}
          fields={createForm.fields}
          formError={createForm.formError}
          notice={added}
          busy={createForm.busy}
          onSubmit={create}
        />
      </section>
    </div>
  );
}
