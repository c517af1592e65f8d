/** Dot selectors for a carousel; each dot is a real button that says which page it shows. */
export function CarouselDots({
  count,
  selected,
  onSelect,
  label,
  className = "",
  tone = "dark",
}: {
  count: number;
  selected: number;
  onSelect(index: number): void;
  label(index: number): string;
  className?: string;
  tone?: "light" | "dark";
}) {
  if (count < 2) return null;
  const on = tone === "light" ? "bg-white" : "bg-brand-700";
  const off = tone === "light" ? "bg-white/50" : "bg-slate-300";
  return (
    <div className={`flex justify-center gap-1 ${className}`}>
      {Array.from({ length: count }, (_, i) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: dots are positions, nothing else identifies them.
          key={i}
          type="button"
          aria-label={label(i)}
          aria-current={i === selected}
          onClick={() => onSelect(i)}
          className="flex size-6 items-center justify-center rounded-full"
        >
          <span
            className={`block h-2.5 rounded-full transition-all ${i === selected ? `w-6 ${on}` : `w-2.5 ${off}`}`}
          />
        </button>
      ))}
    </div>
  );
}
