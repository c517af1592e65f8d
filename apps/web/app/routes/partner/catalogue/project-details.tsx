import type { PartnerProject, ProjectPatch } from "@capital/contract/partner-catalogue";
import { type FormEvent, useState } from "react";
import { useBrowserApi } from "../../../lib/use-api";
import { usePartner } from "../../../partner/partner-context";
import {
  BilingualFields,
  FormFooter,
  PartnerInput,
  PartnerTextarea,
  useApiForm,
} from "../../../partner/partner-form";
import { toNumber } from "./unit-form";

/** One item a line, blank lines left out. */
function lines(text: FormDataEntryValue | null): string[] {
  return String(text ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Messages about a list field or any of its items (`features.2`). */
function listErrors(fields: Record<string, string[]>, name: string) {
  return Object.entries(fields)
    .filter(([field]) => field === name || field.startsWith(`${name}.`))
    .flatMap(([, messages]) => messages);
}

const LISTS = ["features", "featuresArabic", "importantAreas", "importantAreasArabic"] as const;

/** A project's own fields, in both languages, changed in place (managers and operators). */
export function ProjectDetailsPanel({
  project,
  onSaved,
}: {
  project: PartnerProject;
  onSaved: (project: PartnerProject) => void;
}) {
  const { p, accessToken } = usePartner();
  const api = useBrowserApi();
  const pc = p.catalogue;
  const form = useApiForm();
  const [saved, setSaved] = useState<string | null>(null);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(null);
    const values = new FormData(event.currentTarget);
    const text = (name: string) => String(values.get(name) ?? "");
    const body: ProjectPatch = {
      name: text("name"),
      nameArabic: text("nameArabic"),
      address: text("address"),
      addressArabic: text("addressArabic"),
      intro: text("intro"),
      introArabic: text("introArabic"),
      distance: toNumber(text("distance")),
      acres: toNumber(text("acres")),
      deliveryDate: text("deliveryDate") || null,
      ...Object.fromEntries(LISTS.map((name) => [name, lines(values.get(name))])),
    };
    const updated = await form.run(
      async () =>
        api.patch("/partner/projects/:id/", {
          params: { id: String(project.id) },
          body,
          accessToken: await accessToken(),
        }),
      p.common.failed,
    );
    if (!updated) return;
    setSaved(p.common.saved);
    onSaved(updated);
  }

  const f = form.fields;
  return (
    <details className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <summary className="cursor-pointer font-bold text-brand-900 text-xl">{pc.projectDetails}</summary>
      <form onSubmit={save} noValidate className="mt-4 flex flex-col gap-4">
        <div className="grid gap-4 md:grid-cols-2">
          <BilingualFields
            names={["name", "nameArabic", "address", "addressArabic"] as const}
            labels={{
              name: pc.nameEn,
              nameArabic: pc.nameAr,
              address: pc.addressEn,
              addressArabic: pc.addressAr,
            }}
            values={project}
            fields={f}
          />
          <PartnerInput
            label={pc.distance}
            name="distance"
            inputMode="decimal"
            defaultValue={project.distance}
            errors={f.distance}
            required
          />
          <PartnerInput
            label={pc.acres}
            name="acres"
            inputMode="numeric"
            defaultValue={project.acres}
            errors={f.acres}
            required
          />
          <PartnerInput
            label={pc.deliveryDate}
            name="deliveryDate"
            type="date"
            defaultValue={project.deliveryDate ?? ""}
            errors={f.deliveryDate}
          />
          <span className="hidden md:block" />
          <PartnerTextarea
            label={pc.introEn}
            name="intro"
            dir="ltr"
            lang="en"
            defaultValue={project.intro}
            errors={f.intro}
          />
          <PartnerTextarea
            label={pc.introAr}
            name="introArabic"
            dir="rtl"
            lang="ar"
            defaultValue={project.introArabic}
            errors={f.introArabic}
          />
          {LISTS.map((name) => (
            <PartnerTextarea
              key={name}
              label={pc.lists[name]}
              name={name}
              dir={name.endsWith("Arabic") ? "rtl" : "ltr"}
              lang={name.endsWith("Arabic") ? "ar" : "en"}
              defaultValue={project[name].join("\n")}
              errors={listErrors(f, name)}
            />
          ))}
        </div>
        <FormFooter error={form.formError} notice={saved} label={p.common.save} busy={form.busy} />
      </form>
    </details>
  );
}
