import type { ReactNode } from "react";

/** A titled section of a page; the heading names it for screen readers. */
export function PageSection({
  id,
  title,
  children,
  className = "",
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`mx-auto max-w-7xl px-4 py-10 ${className}`}
    >
      <h2 id={`${id}-heading`} className="mb-6 font-bold text-2xl text-brand-900 sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
