import type { PartnerCompany } from "@capital/contract/partner";
import type { PartnerMessages } from "../../locales/partner/en";
import { type FieldMessages, PartnerInput, PartnerTextarea } from "../../partner/partner-form";

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
  const arabic = (name: string) =>
    name.endsWith("Arabic") ? { dir: "rtl", lang: "ar" } : { dir: "ltr", lang: "en" };
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {TEXTS.map((name) => (
        <PartnerInput
          key={name}
          label={p.company[name]}
          name={name}
          defaultValue={company?.[name]}
          errors={fields[name]}
          required
          {...arabic(name)}
        />
      ))}
      {PARAGRAPHS.map((name) => (
        <PartnerTextarea
          key={name}
          label={p.company[name]}
          name={name}
          defaultValue={company?.[name]}
          errors={fields[name]}
          required
          {...arabic(name)}
        />
      ))}
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
      {(["logo", "image"] as const).map((name) => (
        <PartnerInput
          key={name}
          label={p.company[name]}
          name={name}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          required={imagesRequired}
          hint={imagesRequired ? p.company.imageHint : `${p.company.imageHint} ${p.company.keepImage}`}
          errors={fields[name]}
        />
      ))}
    </div>
  );
}
