import { useI18n } from "../i18n/language-context";
import { fill } from "../lib/fill";

const STAR = "M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z";

/** Five stars with halves (SPEC.md), read by screen readers as "Rated 4.5 out of 5". */
export function StarRating({ rating }: { rating: number }) {
  const { t, format } = useI18n();
  const rounded = Math.round(rating * 2) / 2;
  return (
    <span
      role="img"
      aria-label={fill(t.detail.rating, { rating: format.decimal(rounded) })}
      className="inline-flex gap-0.5"
    >
      {[1, 2, 3, 4, 5].map((star) => {
        const fillShare = rounded >= star ? 1 : rounded >= star - 0.5 ? 0.5 : 0;
        return (
          <svg key={star} viewBox="0 0 24 24" className="size-5 rtl:-scale-x-100" aria-hidden="true">
            <defs>
              <linearGradient id={`star-${star}-${fillShare}`}>
                <stop offset={fillShare} stopColor="#d8b45a" />
                <stop offset={fillShare} stopColor="#cbd5e1" />
              </linearGradient>
            </defs>
            <path d={STAR} fill={`url(#star-${star}-${fillShare})`} />
          </svg>
        );
      })}
    </span>
  );
}
