import type { PartnerBuilding, PartnerProject } from "@capital/contract/partner-catalogue";
import {
  BLOCK_INPUT_KINDS,
  isVillaKind,
  MALL_FLOOR_TAGS,
  type MallFloorTag,
} from "@capital/contract/partner-catalogue-constants";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { primaryButton, secondaryButton } from "../../../components/button-styles";
import { useI18n } from "../../../i18n/language-context";
import { fill } from "../../../lib/fill";
import { useBrowserApi } from "../../../lib/use-api";
import { usePartner } from "../../../partner/partner-context";
import {
  BilingualFields,
  FormFooter,
  FormMessage,
  PartnerInput,
  PartnerSelect,
  PartnerTextarea,
  useApiForm,
} from "../../../partner/partner-form";
import { PartnerTable } from "../../../partner/partner-table";
import { toNumber } from "./unit-form";

/** One feature a line, blank lines left out. */
function lines(text: FormDataEntryValue | null): string[] {
  return String(text ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A compound's buildings and the form that adds one. */
export function BuildingsPanel({
  project,
  manages,
  onDone,
}: {
  project: PartnerProject;
  manages: boolean;
  onDone: () => Promise<void>;
}) {
  const { p, accessToken } = usePartner();
  const { language, format } = useI18n();
  const api = useBrowserApi();
  const pc = p.catalogue;
  const form = useApiForm();
  const renameForm = useApiForm();
  const [notice, setNotice] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<PartnerBuilding | null>(null);
  const [renamed, setRenamed] = useState<string | null>(null);
  const nameOf = (b: PartnerBuilding) => (language === "ar" ? b.nameArabic : b.name);
  // The rename form takes the keyboard when it opens and gives it to the heading when it closes.
  const renameRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (renaming) renameRef.current?.querySelector("input")?.focus();
    else if (opened.current) headingRef.current?.focus();
    opened.current = renaming !== null;
  }, [renaming]);

  async function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!renaming) return;
    setRenamed(null);
    const values = new FormData(event.currentTarget);
    const villa = isVillaKind(renaming.kind);
    const options = {
      params: { id: String(renaming.id) },
      body: { name: String(values.get("name") ?? ""), nameArabic: String(values.get("nameArabic") ?? "") },
      accessToken: await accessToken(),
    };
    const saved = await renameForm.run(
      async () =>
        villa ? api.patch("/partner/villas/:id/", options) : api.patch("/partner/blocks/:id/", options),
      p.common.failed,
    );
    if (!saved) return;
    setRenaming(null);
    setRenamed(fill(pc.buildingRenamed, { name: nameOf(saved) }));
    await onDone();
  }

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    const element = event.currentTarget;
    const values = new FormData(element);
    const made = await form.run(
      async () =>
        api.post("/partner/projects/:id/buildings/", {
          params: { id: String(project.id) },
          body: {
            kind: String(values.get("kind")) as (typeof BLOCK_INPUT_KINDS)[number],
            name: String(values.get("name") ?? ""),
            nameArabic: String(values.get("nameArabic") ?? ""),
            buildingFloors: toNumber(String(values.get("buildingFloors") ?? "")),
          },
          accessToken: await accessToken(),
        }),
      p.common.failed,
    );
    if (!made) return;
    element.reset();
    setNotice(fill(pc.buildingAdded, { name: language === "ar" ? made.nameArabic : made.name }));
    await onDone();
  }

  return (
    <section aria-labelledby="buildings-title" className="flex flex-col gap-4">
      <h2 id="buildings-title" ref={headingRef} tabIndex={-1} className="font-bold text-brand-900 text-xl">
        {pc.buildings}
      </h2>
      {project.buildings.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {project.buildings.map((b) => (
            <li key={`${b.kind}-${b.id}`} className="rounded-lg bg-white px-3 py-2 shadow-sm">
              <bdi className="font-bold">{nameOf(b)}</bdi>{" "}
              <span className="text-slate-600 text-sm">
                {format.list([
                  pc.kinds[b.kind as keyof typeof pc.kinds],
                  format.plural(b.buildingFloors, pc.floorsCount),
                ])}
              </span>
              {manages && (
                <button
                  type="button"
                  className="ms-3 min-h-6 font-bold text-brand-700 text-sm underline"
                  aria-label={fill(pc.renameBuilding, { name: nameOf(b) })}
                  onClick={() => {
                    setRenamed(null);
                    setRenaming(b);
                  }}
                >
                  {pc.rename}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600">{pc.noBuildings}</p>
      )}
      <FormMessage text={renamed} tone="success" />
      {manages && renaming && (
        <form
          key={`${renaming.kind}-${renaming.id}`}
          ref={renameRef}
          onSubmit={rename}
          noValidate
          className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
          aria-labelledby="building-rename-title"
        >
          <h3 id="building-rename-title" className="font-bold text-brand-900 text-lg">
            {fill(pc.renameBuilding, { name: nameOf(renaming) })}
          </h3>
          <div className="grid gap-3 sm:grid-cols-2">
            <BilingualFields
              names={["name", "nameArabic"] as const}
              labels={{ name: pc.nameEn, nameArabic: pc.nameAr }}
              values={{ name: renaming.name, nameArabic: renaming.nameArabic }}
              fields={renameForm.fields}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <FormFooter error={renameForm.formError} label={pc.save} busy={renameForm.busy} secondary />
            <button type="button" className={secondaryButton} onClick={() => setRenaming(null)}>
              {p.common.cancel}
            </button>
          </div>
        </form>
      )}
      {manages && (
        <form
          onSubmit={create}
          noValidate
          className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
          aria-labelledby="building-form-title"
        >
          <h3 id="building-form-title" className="font-bold text-brand-900 text-lg">
            {pc.addBuilding}
          </h3>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <PartnerSelect
              label={pc.kind}
              name="kind"
              errors={form.fields.kind}
              options={BLOCK_INPUT_KINDS.map((kind) => ({ value: kind, label: pc.kinds[kind] }))}
            />
            <BilingualFields
              names={["name", "nameArabic"] as const}
              labels={{ name: pc.nameEn, nameArabic: pc.nameAr }}
              fields={form.fields}
            />
            <PartnerInput
              label={pc.floors}
              name="buildingFloors"
              inputMode="numeric"
              errors={form.fields.buildingFloors}
              required
            />
          </div>
          <FormFooter
            error={form.formError}
            notice={notice}
            label={pc.addBuilding}
            busy={form.busy}
            secondary
          />
        </form>
      )}
    </section>
  );
}

type Floor = PartnerBuilding["floors"][number];

/** A mall's floors: each one's use, area and features, edited in place, and a form to add one. */
export function MallFloorsPanel({
  project,
  manages,
  onDone,
}: {
  project: PartnerProject;
  manages: boolean;
  onDone: () => Promise<void>;
}) {
  const { p, accessToken } = usePartner();
  const { language, format } = useI18n();
  const api = useBrowserApi();
  const pc = p.catalogue;
  const floors = project.buildings.find((b) => b.kind === "mall")?.floors ?? [];
  const [editing, setEditing] = useState<Floor | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const editForm = useApiForm();
  const createForm = useApiForm();
  const tagOptions = MALL_FLOOR_TAGS.map((tag) => ({ value: tag, label: pc.tags[tag] }));

  async function update(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!editing) return;
    setNotice(null);
    const values = new FormData(event.currentTarget);
    const saved = await editForm.run(
      async () =>
        api.patch("/partner/mall-floors/:id/", {
          params: { id: String(editing.id) },
          body: {
            tag: String(values.get("tag")) as MallFloorTag,
            area: toNumber(String(values.get("area") ?? "")),
            features: lines(values.get("features")),
            featuresArabic: lines(values.get("featuresArabic")),
          },
          accessToken: await accessToken(),
        }),
      p.common.failed,
    );
    if (!saved) return;
    setNotice(fill(pc.floorSaved, { n: format.integer(editing.number) }));
    setEditing(saved.floors.find((floor) => floor.id === editing.id) ?? null);
    await onDone();
  }

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAdded(null);
    const element = event.currentTarget;
    const values = new FormData(element);
    const number = toNumber(String(values.get("number") ?? ""));
    const made = await createForm.run(
      async () =>
        api.post("/partner/projects/:id/mall-floors/", {
          params: { id: String(project.id) },
          body: {
            number,
            tag: String(values.get("tag")) as MallFloorTag,
            area: toNumber(String(values.get("area") ?? "")),
            features: lines(values.get("features")),
            featuresArabic: lines(values.get("featuresArabic")),
          },
          accessToken: await accessToken(),
        }),
      p.common.failed,
    );
    if (!made) return;
    element.reset();
    setAdded(fill(pc.floorAdded, { n: format.integer(number) }));
    await onDone();
  }

  const featureOf = (floor: Floor) => (language === "ar" ? floor.featuresArabic : floor.features);

  return (
    <section aria-labelledby="mall-floors-title" className="flex flex-col gap-4">
      <h2 id="mall-floors-title" className="font-bold text-brand-900 text-xl">
        {pc.mallFloorsTitle}
      </h2>
      <PartnerTable
        caption={pc.floorsTable}
        rows={floors}
        rowKey={(floor) => floor.id}
        empty={pc.noFloors}
        columns={[
          { header: pc.floorNumber, cell: (floor) => format.integer(floor.number) },
          { header: pc.floorTag, cell: (floor) => (floor.tag ? pc.tags[floor.tag] : "—") },
          { header: pc.floorArea, cell: (floor) => format.integer(floor.area) },
          { header: pc.units, cell: (floor) => format.integer(floor.unitsCount) },
          { header: pc.featuresColumn, cell: (floor) => format.list(featureOf(floor)) || "—" },
          ...(manages
            ? [
                {
                  header: pc.actions,
                  cell: (floor: Floor) => (
                    <button
                      type="button"
                      className="font-bold text-brand-700 underline"
                      aria-label={fill(pc.editFloor, { n: format.integer(floor.number) })}
                      onClick={() => {
                        setNotice(null);
                        setEditing(floor);
                      }}
                    >
                      {pc.edit}
                    </button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {manages && editing && (
        <form
          key={editing.id}
          onSubmit={update}
          noValidate
          className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
          aria-labelledby="edit-floor-title"
        >
          <h3 id="edit-floor-title" className="font-bold text-brand-900 text-lg">
            {fill(pc.editFloor, { n: format.integer(editing.number) })}
          </h3>
          <FloorFields fields={editForm.fields} floor={editing} tagOptions={tagOptions} />
          <FormMessage text={editForm.formError} />
          <FormMessage text={notice} tone="success" />
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
      )}
      {manages && (
        <form
          onSubmit={create}
          noValidate
          className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
          aria-labelledby="add-floor-title"
        >
          <h3 id="add-floor-title" className="font-bold text-brand-900 text-lg">
            {pc.addFloor}
          </h3>
          <PartnerInput
            label={pc.floorNumber}
            name="number"
            inputMode="numeric"
            errors={createForm.fields.number}
            required
            className="max-w-xs"
          />
          <FloorFields fields={createForm.fields} tagOptions={tagOptions} />
          <FormFooter
            error={createForm.formError}
            notice={added}
            label={pc.addFloorButton}
            busy={createForm.busy}
            secondary
          />
        </form>
      )}
    </section>
  );
}

function FloorFields({
  fields,
  floor,
  tagOptions,
}: {
  fields: Record<string, string[]>;
  floor?: Floor;
  tagOptions: { value: string; label: string }[];
}) {
  const { p } = usePartner();
  const pc = p.catalogue;
  const listErrors = (name: string) =>
    Object.entries(fields)
      .filter(([field]) => field === name || field.startsWith(`${name}.`))
      .flatMap(([, messages]) => messages);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <PartnerSelect
        label={pc.floorTag}
        name="tag"
        defaultValue={floor?.tag ?? "commercial"}
        errors={fields.tag}
        options={tagOptions}
      />
      <PartnerInput
        label={pc.floorArea}
        name="area"
        inputMode="numeric"
        defaultValue={floor?.area ?? ""}
        errors={fields.area}
        required
      />
      <PartnerTextarea
        label={pc.floorFeatures}
        name="features"
        dir="ltr"
        lang="en"
        defaultValue={floor?.features.join("\n")}
        errors={listErrors("features")}
      />
      <PartnerTextarea
        label={pc.floorFeaturesArabic}
        name="featuresArabic"
        dir="rtl"
        lang="ar"
        defaultValue={floor?.featuresArabic.join("\n")}
        errors={listErrors("featuresArabic")}
      />
    </div>
  );
}
