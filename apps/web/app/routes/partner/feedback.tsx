import type { ModeratedFeedback } from "@capital/contract/partner";
import { type FormEvent, useCallback, useState } from "react";
import { useI18n } from "../../i18n/language-context";
import { fill } from "../../lib/fill";
import { useBrowserApi } from "../../lib/use-api";
import { usePartner } from "../../partner/partner-context";
import { FormMessage, PartnerInput, PartnerSelect, useApiForm } from "../../partner/partner-form";
import {
  PartnerFilterForm,
  PartnerListFailed,
  PartnerPager,
  usePartnerList,
} from "../../partner/partner-list";
import { PartnerTable } from "../../partner/partner-table";

/** /partner/feedback (operators): hide a feedback with a reason, or show it again. */
export default function PartnerFeedback() {
  const { p, accessToken } = usePartner();
  const { language, format } = useI18n();
  const api = useBrowserApi();
  const [hidden, setHidden] = useState<"" | "true" | "false">("");
  const readPage = useCallback(
    async (page: number) =>
      api.get("/partner/feedbacks/", {
        query: { page, hidden: hidden || undefined },
        accessToken: await accessToken(),
      }),
    [api, accessToken, hidden],
  );
  const { list, page, setPage, failed, reload } = usePartnerList<ModeratedFeedback>(readPage);
  const [hiding, setHiding] = useState<number | null>(null);
  const form = useApiForm();

  async function hide(event: FormEvent<HTMLFormElement>, id: number) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get("reason") ?? "");
    const done = await form.run(
      async () =>
        api.post("/partner/feedbacks/:id/hide/", {
          params: { id },
          body: { reason },
          accessToken: await accessToken(),
        }),
      p.common.failed,
    );
    if (!done) return;
    setHiding(null);
    await reload();
  }

  async function show(id: number) {
    await form.run(
      async () =>
        api.post("/partner/feedbacks/:id/unhide/", { params: { id }, accessToken: await accessToken() }),
      p.common.failed,
    );
    await reload();
  }

  return (
    <section aria-labelledby="feedback-title" className="flex flex-col gap-4">
      <h1 id="feedback-title" className="font-bold text-2xl text-brand-900">
        {p.feedback.title}
      </h1>
      <PartnerFilterForm
        onFilter={(values) => {
          setPage(1);
          setHidden(String(values.get("hidden") ?? "") as "" | "true" | "false");
        }}
      >
        <PartnerSelect
          label={p.feedback.filter}
          name="hidden"
          className="flex-1"
          options={[
            { value: "", label: p.feedback.filters.all },
            { value: "false", label: p.feedback.filters.shown },
            { value: "true", label: p.feedback.filters.hidden },
          ]}
        />
      </PartnerFilterForm>
      <PartnerListFailed failed={failed} />
      {hiding === null && <FormMessage text={form.formError} />}
      {list && (
        <PartnerTable
          caption={p.feedback.table}
          rows={list.results}
          rowKey={(row) => row.id}
          empty={p.feedback.none}
          columns={[
            {
              header: p.feedback.text,
              cell: (row) => (
                <p dir="auto" className="max-w-xs">
                  {row.text}
                </p>
              ),
            },
            { header: p.feedback.author, cell: (row) => <bdi>{row.authorName}</bdi> },
            {
              header: p.feedback.company,
              cell: (row) => <bdi>{language === "ar" ? row.companyNameArabic : row.companyName}</bdi>,
            },
            { header: p.staff.since, cell: (row) => format.date(new Date(row.createdAt)) },
            {
              header: p.feedback.status,
              cell: (row) =>
                row.hiddenAt ? (
                  <div className="flex flex-col items-start gap-1">
                    <span>{fill(p.feedback.hiddenBecause, { reason: row.hiddenReason ?? "" })}</span>
                    <button
                      type="button"
                      className="font-bold text-brand-700 underline"
                      onClick={() => void show(row.id)}
                    >
                      {p.feedback.show}
                    </button>
                  </div>
                ) : hiding === row.id ? (
                  <form
                    onSubmit={(event) => void hide(event, row.id)}
                    noValidate
                    className="flex min-w-48 flex-col gap-2"
                  >
                    <PartnerInput
                      label={p.feedback.reason}
                      name="reason"
                      errors={form.fields.reason}
                      required
                      autoFocus
                    />
                    <FormMessage text={form.formError} />
                    <div className="flex gap-2">
                      <button type="submit" className="font-bold text-red-700 underline" disabled={form.busy}>
                        {p.feedback.confirmHide}
                      </button>
                      <button type="button" className="underline" onClick={() => setHiding(null)}>
                        {p.common.cancel}
                      </button>
                    </div>
                  </form>
                ) : (
                  <div className="flex flex-col items-start gap-1">
                    <span>{p.feedback.shown}</span>
                    <button
                      type="button"
                      className="font-bold text-red-700 underline"
                      onClick={() => setHiding(row.id)}
                    >
                      {p.feedback.hide}
                    </button>
                  </div>
                ),
            },
          ]}
        />
      )}
      {list && <PartnerPager list={list} page={page} onPage={setPage} label={p.feedback.table} />}
    </section>
  );
}
