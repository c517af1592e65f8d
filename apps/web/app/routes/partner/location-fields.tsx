import type { PartnerLocation } from "@capital/contract/partner-locations";
import type { PartnerMessages } from "../../locales/partner/en";
import { BilingualFields, type FieldMessages, ImageFields, PartnerInput } from "../../partner/partner-form";

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
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <BilingualFields names={TEXTS} labels={p.location} values={location} fields={fields} />
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
      <BilingualFields names={PARAGRAPHS} labels={p.location} values={location} fields={fields} multiline />
      <BilingualFields
        names={FEATURES}
        labels={p.location}
        values={
          location && {
            mainFeatures: location.mainFeatures.join("\n"),
            mainFeaturesArabic: location.mainFeaturesArabic.join("\n"),
          }
        }
        fields={fields}
        multiline
      />
      <ImageFields
        names={["logo", "locationCardImage"] as const}
        labels={p.location}
        replacing={Boolean(location)}
        hint={p.company.imageHint}
        keepHint={p.company.keepImage}
        fields={fields}
      />
    </div>
  );
}
