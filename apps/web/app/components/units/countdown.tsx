import { useEffect, useState } from "react";
import { useI18n } from "../../i18n/language-context";
import { fill } from "../../lib/fill";

/** The time left until `until`, ticking each second: "1 day 05:12:09" (Arabic-Indic digits in Arabic). */
export function Countdown({ until, onEnd }: { until: string; onEnd?(): void }) {
  const { t, format } = useI18n();
  // Rendered after hydration only: the server's clock and the browser's would disagree.
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = now === null ? null : Math.max(0, Math.floor((Date.parse(until) - now) / 1000));
  useEffect(() => {
    if (left === 0) onEnd?.();
  }, [left, onEnd]);
  if (left === null) return null;
  const days = Math.floor(left / 86_400);
  const two = (n: number) => format.integer(n).padStart(2, format.integer(0));
  const clock = fill(t.reservation.countdown, {
    h: two(Math.floor((left % 86_400) / 3600)),
    m: two(Math.floor((left % 3600) / 60)),
    s: two(left % 60),
  });
  return (
    <time dateTime={`PT${left}S`} className="tabular-nums">
      {days > 0 ? `${format.plural(days, t.reservation.days)} ` : ""}
      <bdi dir="ltr">{clock}</bdi>
    </time>
  );
}
