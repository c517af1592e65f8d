import type { ReactNode } from "react";
import { BrandLink } from "./layout/brand-link";
import { LanguageToggle } from "./layout/language-toggle";

/** The frame of /signup and /signin, which sit outside the site's top bar and footer. */
export function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-white">
      <header className="mx-auto flex w-full max-w-md items-center justify-between px-4 py-4">
        <BrandLink />
        <LanguageToggle />
      </header>
      <main className="mx-auto w-full max-w-md flex-1 px-4 pb-12">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="font-bold text-2xl text-brand-900">{title}</h1>
          <p className="mt-1 mb-6 text-slate-600">{intro}</p>
          {children}
        </div>
      </main>
    </div>
  );
}
