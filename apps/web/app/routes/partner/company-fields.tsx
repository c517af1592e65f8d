import type { PartnerCompany } from "@capital/contract/partner";
import type { PartnerMessages } from "../../locales/partner/en";
import { BilingualFields, type FieldMessages, ImageFields, PartnerInput } from "../../partner/partner-form";

const TEXTS = ["name", "nameArabic"] as const;
const PARAGRAPHS = [
  "aboutFirstParagraph",
  "aboutFirstParagraphArabic",
  "aboutSecondParagraph",
  "aboutSecondParagraphArabic",
] as const;
const LINKS = ["facebookLink", "instagramLink", "linkedinLink"] as const;

/** A company profile's inputs, English and Arabic side by side; a field's API errors show under it. */
export function CompanyFields({
  p,
  fields,
  company,
  imagesRequired = false,
}: {
  p: PartnerMessages;
  fields: FieldMessages;
  company?: PartnerCompany;
  imagesRequired?: boolean;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <BilingualFields names={TEXTS} labels={p.company} values={company} fields={fields} />
      <BilingualFields names={PARAGRAPHS} labels={p.company} values={company} fields={fields} multiline />
      {LINKS.map((name) => (
        <PartnerInput
          key={name}
          label={p.company[name]}
          name={name}
          type="url"
          dir="ltr"
          defaultValue={company?.[name] ?? ""}
          hint={p.company.linkHint}
          errors={fields[name]}
        />
      ))}
      <ImageFields
        names={["logo", "image"] as const}
        labels={p.company}
        replacing={!imagesRequired}
        hint={p.company.imageHint}
        keepHint={p.company.keepImage}
        fields={fields}
      />
    </div>
  );
}
