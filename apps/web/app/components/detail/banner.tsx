import type { ReactNode } from "react";

/** The top of a detail page: a background picture, the name, facts and actions. */
export function Banner({ image, title, children }: { image: string; title: string; children?: ReactNode }) {
  return (
    <header className="relative isolate overflow-hidden bg-brand-900 text-white">
      <img
        src={image}
        alt=""
        width={1200}
        height={600}
        fetchPriority="high"
        className="-z-10 absolute inset-0 size-full object-cover opacity-50"
      />
      <div className="-z-10 absolute inset-0 bg-gradient-to-t from-brand-900 via-brand-900/60 to-transparent" />
      <div className="mx-auto flex min-h-[22rem] max-w-7xl flex-col justify-end gap-3 px-4 pt-24 pb-8">
        <h1 className="font-bold text-3xl sm:text-5xl">{title}</h1>
        {children}
      </div>
    </header>
  );
}

/** A short fact in a banner: "12 floors", "40 acres". */
export function Fact({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 font-bold text-sm backdrop-blur">
      {icon}
      {children}
    </span>
  );
}
