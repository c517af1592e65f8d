import { type AuditEntity, isAuditEntity } from "@capital/contract/audit-vocabulary";
import type { AuditEntry } from "@capital/contract/partner";
import { toLocalDigits } from "../../i18n/format";
import { useI18n } from "../../i18n/language-context";
import type { PartnerMessages } from "../../locales/partner/en";
import { usePartner } from "../../partner/partner-context";

/** More fields than this on a record added or deleted fold away behind their count. */
const FIELDS_SHOWN_OPEN = 6;

type Texts = Record<string, unknown>;

/** Where a field's label is looked for: the record's own form first, then the log's own words. */
function labelSources(p: PartnerMessages, entity: AuditEntity | null): Texts[] {
  const own: Partial<Record<AuditEntity, Texts>> = {
    company: p.company,
    location: p.location,
    partner_member: p.staff,
    partner_invitation: p.staff,
  };
  return [(entity && own[entity]) || {}, p.audit.fields, p.catalogue];
}

function valueWords(p: PartnerMessages, entity: AuditEntity | null, key: string): Texts {
  if (key === "role") return p.roles;
  if (key !== "status") return {};
  return entity === "booking" ? p.reservations.statuses : entity === "unit" ? p.catalogue.statuses : {};
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What an audit entry changed, in the reader's words: an update lists only the fields whose value
 * differs (the API keeps whole records on both sides), labelled as the portal's forms label them;
 * a field without a label keeps the code's name.
 */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { p } = usePartner();
  const { language, format } = useI18n();
  const entity = isAuditEntity(entry.entity) ? entry.entity : null;
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const both = entry.before !== null && entry.after !== null;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !both || !same(before[key], after[key]),
  );
  if (keys.length === 0) return <span>—</span>;

  const sources = labelSources(p, entity);
  const label = (key: string) => {
    const found = sources.map((texts) => texts[key]).find((text) => typeof text === "string");
    return typeof found === "string" ? found : <span className="font-mono text-xs">{key}</span>;
  };
  const show = (key: string, value: unknown) => {
    if (value === undefined || value === null || value === "") return "—";
    if (typeof value === "boolean") return value ? p.audit.yes : p.audit.no;
    const word = valueWords(p, entity, key)[String(value)];
    if (typeof word === "string") return word;
    if (typeof value === "number") return toLocalDigits(String(value), language);
    return typeof value === "string" ? value : JSON.stringify(value);
  };
  const list = (
    <ul className="flex flex-col gap-1">
      {keys.map((key) => (
        <li key={key} className="break-words">
          <span className="text-slate-600">{label(key)}</span>:{" "}
          {both ? (
            <>
              <bdi>{show(key, before[key])}</bdi> {p.audit.arrow} <bdi>{show(key, after[key])}</bdi>
            </>
          ) : (
            <bdi>{show(key, entry.after === null ? before[key] : after[key])}</bdi>
          )}
        </li>
      ))}
    </ul>
  );
  if (both || keys.length <= FIELDS_SHOWN_OPEN) return list;
  return (
    <details>
      <summary className="cursor-pointer text-brand-700 underline">
        {format.plural(keys.length, p.audit.allFields)}
      </summary>
      {list}
    </details>
  );
}
