import { Icon } from "../icon/icon";

/** A bulleted list of short texts (features, important areas). */
export function TextList({ items }: { items: string[] }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2 text-slate-700">
          <Icon name="check" className="mt-1 size-4 shrink-0 text-emerald-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}
