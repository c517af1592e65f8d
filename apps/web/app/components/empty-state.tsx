/** The "No … found" line of an empty list (SPEC.md section 8). */
export function EmptyState({ children }: { children: string }) {
  return <p className="rounded-xl bg-slate-50 px-4 py-8 text-center text-slate-600">{children}</p>;
}
