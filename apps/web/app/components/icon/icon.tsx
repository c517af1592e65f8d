import type { IconName } from "./icon-names";
import sprite from "./sprite.svg?url";

/**
 * A decorative lucide icon drawn from the site's sprite (one cached image, no script), in the
 * current text colour. Size it with classes (`size-4`); its text says what it means.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
