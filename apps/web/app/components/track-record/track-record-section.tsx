import type { CompanyTrackRecord, TrackRecordProject } from "@capital/contract/track-record";
import type { ReactNode } from "react";
import { useI18n } from "../../i18n/language-context";
import { Link } from "../../i18n/localized-link";
import { fill } from "../../lib/fill";
import { localized } from "../../lib/localized";
import { deliveryMonth, soldShare, standingText, standingTone, tally } from "./delivery-text";
import { PercentBar } from "./percent-bar";

const TONES = {
  good: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  bad: "bg-rose-50 text-rose-800 ring-rose-200",
  neutral: "bg-slate-100 text-slate-700 ring-slate-200",
} as const;

/**
 * A developer's track record on its company page (issue 21 point 6): the record at a glance, then
 * one card per published project, stacked on a phone, so nothing needs a sideways scroll.
 */
export function TrackRecordSection({ record }: { record: CompanyTrackRecord }) {
  const { t, format } = useI18n();
  const texts = t.trackRecord;
  if (record.projects.length === 0) return <p className="text-slate-600">{texts.none}</p>;
  const counts = tally(record.projects);
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-4xl text-slate-700 leading-relaxed">{texts.intro}</p>
      <dl className="grid grid-cols-3 gap-2 sm:max-w-2xl sm:gap-4">
        {(
          [
            ["onTime", counts.onTime, "good"],
            ["late", counts.late, "bad"],
            ["overdue", counts.overdue, "bad"],
          ] as const
        ).map(([key, count, tone]) => (
          <div key={key} className={`flex flex-col-reverse rounded-xl px-3 py-3 ring-1 ${TONES[tone]}`}>
            <dt className="text-xs leading-snug sm:text-sm">{texts.tally[key]}</dt>
            <dd className="font-bold text-2xl">{format.integer(count)}</dd>
          </div>
        ))}
      </dl>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {record.projects.map((project) => (
          <li key={project.id}>
            <ProjectRecord project={project} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ProjectRecord({ project }: { project: TrackRecordProject }) {
  const { t, language, format } = useI18n();
  const texts = t.trackRecord;
  const name = localized(project, "name", language);
  const share = soldShare(project.units, texts, format);
  const progress = project.latestProgress;
  return (
    <article
      aria-labelledby={`record-${project.id}`}
      className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <img
          src={project.projectImage}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
          className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover"
        />
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={`record-${project.id}`} className="font-bold text-lg text-slate-900 leading-snug">
            <Link to={`/${project.type}/info/${project.id}`} className="hover:underline">
              {name}
            </Link>
          </h3>
          <span
            className={`self-start rounded-full px-2.5 py-0.5 font-bold text-sm ring-1 ${TONES[standingTone(project.standing)]}`}
          >
            {standingText(project.standing, texts, format)}
          </span>
        </div>
      </div>
      <dl className="flex flex-col gap-2 text-sm">
        <Fact term={texts.promised}>
          {project.promisedDelivery ? deliveryMonth(project.promisedDelivery, format) : texts.notStated}
        </Fact>
        <Fact term={texts.actual}>
          {project.actualDelivery ? deliveryMonth(project.actualDelivery, format) : texts.notDelivered}
        </Fact>
        <Fact term={texts.sold}>
          {share ? (
            <>
              <span className="font-bold">{share.percent}</span>{" "}
              <span className="text-slate-600">({share.detail})</span>
            </>
          ) : (
            texts.noUnits
          )}
        </Fact>
      </dl>
      <div className="mt-auto flex flex-col gap-2 border-slate-100 border-t pt-3">
        <h4 className="font-bold text-slate-700 text-sm">{texts.construction}</h4>
        {progress ? (
          <>
            <PercentBar percent={progress.percent} label={`${texts.progress.barLabel}: ${name}`} />
            <p className="text-slate-600 text-xs">
              {fill(texts.asOf, { date: format.date(new Date(progress.postedAt)) })}{" "}
              <Link
                to={`/${project.type}/info/${project.id}#progress`}
                className="font-bold text-brand-700 underline"
              >
                {texts.timeline}
                <span className="sr-only">: {name}</span>
              </Link>
            </p>
          </>
        ) : (
          <p className="text-slate-600 text-sm">{texts.noUpdates}</p>
        )}
      </div>
    </article>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3">
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}
