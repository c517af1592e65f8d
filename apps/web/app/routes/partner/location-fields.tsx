import type { PartnerLocation } from "@capital/contract/partner-locations";
import type { PartnerMessages } from "../../locales/partner/en";
import { type FieldMessages, PartnerInput, PartnerTextarea } from "../../partner/partner-form";

const TEXTS = ["name", "nameArabic"] as const;
const PARAGRAPHS = [
  "intro",
  "introArabic",
  "aboutLocation",
  "aboutLocationArabic",
  "futureVision",
  "futureVisionArabic",
] as const;
const FEATURES = ["mainFeatures", "mainFeaturesArabic"] as const;

/** A location's inputs, English and Arabic side by side; a field's API errors show under it. */
export function LocationFields({
  p,
  fields,
  location,
}: {
  p: PartnerMessages;
  fields: FieldMessages;
  location?: PartnerLocation;
}) {
  const language = (name: string) =>
    name.endsWith("Arabic") ? { dir: "rtl", lang: "ar" } : { dir: "ltr", lang: "en" };
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {TEXTS.map((name) => (
        <PartnerInput
          key={name}
          label={p.location[name]}
          name={name}
          defaultValue={location?.[name]}
          errors={fields[name]}
          required
          {...language(name)}
        />
      ))}
      <PartnerInput
        label={p.location.acres}
        name="acres"
        type="number"
        min={1}
        step={1}
        dir="ltr"
        defaultValue={location?.acres}
        errors={fields.acres}
        required
      />
      <PartnerInput
        label={p.location.map}
        name="map"
        type="url"
        dir="ltr"
        defaultValue={location?.map}
        errors={fields.map}
        required
      />
      {PARAGRAPHS.map((name) => (
        <PartnerTextarea
          key={name}
          label={p.location[name]}
          name={name}
          defaultValue={location?.[name]}
          errors={fields[name]}
          required
          {...language(name)}
        />
      ))}
      {FEATURES.map((name) => (
        <PartnerTextarea
          key={name}
          label={p.location[name]}
          name={name}
          defaultValue={location?.[name].join("\n")}
          errors={fields[name]}
          required
          {...language(name)}
        />
      ))}
      {(["logo", "locationCardImage"] as const).map((name) => (
        <PartnerInput
          key={name}
          label={p.location[name]}
          name={name}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          required={!location}
          hint={location ? `${p.company.imageHint} ${p.company.keepImage}` : p.company.imageHint}
          errors={fields[name]}
        />
      ))}
    </div>
  );
}
