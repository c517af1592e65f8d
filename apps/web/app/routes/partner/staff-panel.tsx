import type { PartnerStaff } from "@capital/contract/partner";
import { COMPANY_ROLES } from "@capital/contract/partner-roles";
import { type FormEvent, useRef, useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { notify } from "../../components/toasts";
import { useI18n } from "../../i18n/language-context";
import { fill, isolated } from "../../lib/fill";
import { useBrowserApi } from "../../lib/use-api";
import { usePartner } from "../../partner/partner-context";
import { FormFooter, FormMessage, PartnerInput, PartnerSelect, useApiForm } from "../../partner/partner-form";
import { PartnerTable } from "../../partner/partner-table";

type Member = PartnerStaff["members"][number];
type Invitation = PartnerStaff["invitations"][number];

/**
 * A team's members (with removal), its pending invitations (with withdrawal) and the invitation
 * form. `invite` sends the form's fields; company teams choose a role, operators' team does not.
 * After every change, and after a change that failed (someone else may have made it first),
 * `reload` reads the team again.
 */
export function StaffPanel({
  staff,
  chooseRole,
  invite,
  reload,
  titleId,
  title,
  inviteTitle,
}: {
  staff: PartnerStaff;
  chooseRole: boolean;
  invite(fields: { email: string; role: string }): Promise<unknown>;
  reload(): Promise<void>;
  titleId: string;
  /** The team list's heading, and the invitation form's. */
  title: string;
  inviteTitle: string;
}) {
  const { p, me, accessToken } = usePartner();
  const { format } = useI18n();
  const api = useBrowserApi();
  const form = useApiForm();
  const removal = useApiForm();
  const withdrawal = useApiForm();
  const [notice, setNotice] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [withdrawing, setWithdrawing] = useState<Invitation | null>(null);

  const heading = useRef<HTMLHeadingElement>(null);
  const pendingHeading = useRef<HTMLHeadingElement>(null);

  /** Runs a confirmed dialog's action, closes the dialog, and says it is done. */
  async function confirmed(
    run: ReturnType<typeof useApiForm>["run"],
    action: () => Promise<unknown>,
    done: string,
  ) {
    // The team is read again before the dialog closes, so when the row has gone focus goes to
    // the fallback; and after a failure too, which may mean a colleague made the change first.
    const succeeded = await run(async () => {
      await action();
      await reload();
      return true;
    }, p.common.failed);
    if (!succeeded) await reload();
    setRemoving(null);
    setWithdrawing(null);
    if (!succeeded) return;
    // "Invitation sent to …" would now contradict the list.
    setNotice(null);
    notify.success(done);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const data = new FormData(element);
    const email = String(data.get("email") ?? "");
    const sent = await form.run(
      () => invite({ email, role: String(data.get("role") ?? "") }),
      p.common.failed,
    );
    if (sent === undefined) return;
    await reload();
    element.reset();
    setNotice(fill(p.staff.invited, { email: isolated(email.trim()) }));
  }

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} ref={heading} tabIndex={-1} className="font-bold text-brand-900 text-xl">
        {title}
      </h2>
      <FormMessage text={removal.formError} />
      <PartnerTable
        caption={p.staff.table}
        rows={staff.members}
        rowKey={(row) => row.userId}
        empty={p.staff.none}
        columns={[
          { header: p.staff.name, cell: (row) => <bdi>{row.name}</bdi> },
          { header: p.staff.email, cell: (row) => <bdi dir="ltr">{row.email}</bdi> },
          { header: p.staff.role, cell: (row) => p.roles[row.role] },
          { header: p.staff.since, cell: (row) => format.date(new Date(row.since)) },
          {
            header: p.staff.actions,
            cell: (row) =>
              row.userId === me.user.id ? (
                p.staff.you
              ) : (
                <button
                  type="button"
                  className="font-bold text-red-700 underline"
                  aria-label={fill(p.staff.removeLabel, { name: row.name })}
                  onClick={() => setRemoving(row)}
                >
                  {p.common.remove}
                </button>
              ),
          },
        ]}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing ? fill(p.staff.removeTitle, { name: isolated(removing.name) }) : ""}
        description={p.staff.removeWarning}
        confirmLabel={p.common.remove}
        cancelLabel={p.common.cancel}
        busy={removal.busy}
        fallbackFocus={heading}
        onConfirm={() =>
          removing &&
          void confirmed(
            removal.run,
            async () =>
              api.delete("/partner/staff/:id/", {
                params: { id: removing.userId },
                accessToken: await accessToken(),
              }),
            fill(p.staff.removed, { name: isolated(removing.name) }),
          )
        }
      />
      <h3 ref={pendingHeading} tabIndex={-1} className="font-bold text-brand-900 text-lg">
        {p.staff.pendingTitle}
      </h3>
      <FormMessage text={withdrawal.formError} />
      <PartnerTable
        caption={p.staff.pendingTable}
        rows={staff.invitations}
        rowKey={(row) => row.id}
        empty={p.staff.nonePending}
        columns={[
          {
            header: p.staff.email,
            // The first column, at most half a phone's width: a long address breaks anywhere.
            cell: (row) => (
              <bdi dir="ltr" className="[overflow-wrap:anywhere]">
                {row.email}
              </bdi>
            ),
          },
          { header: p.staff.role, cell: (row) => p.roles[row.role] },
          { header: p.staff.expires, cell: (row) => format.date(new Date(row.expiresAt)) },
          {
            header: p.staff.actions,
            cell: (row) => (
              <button
                type="button"
                className="font-bold text-red-700 underline"
                aria-label={fill(p.staff.withdrawLabel, { email: row.email })}
                onClick={() => setWithdrawing(row)}
              >
                {p.staff.withdraw}
              </button>
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(open) => !open && setWithdrawing(null)}
        title={withdrawing ? fill(p.staff.withdrawTitle, { email: isolated(withdrawing.email) }) : ""}
        description={p.staff.withdrawWarning}
        confirmLabel={p.staff.withdraw}
        cancelLabel={p.common.cancel}
        busy={withdrawal.busy}
        fallbackFocus={pendingHeading}
        onConfirm={() =>
          withdrawing &&
          void confirmed(
            withdrawal.run,
            async () =>
              api.delete("/partner/staff/invitations/:id/", {
                params: { id: withdrawing.id },
                accessToken: await accessToken(),
              }),
            fill(p.staff.withdrawn, { email: isolated(withdrawing.email) }),
          )
        }
      />
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
      >
        <h3 className="font-bold text-brand-900 text-lg">{inviteTitle}</h3>
        <div className="grid gap-3 md:grid-cols-2">
          <PartnerInput
            label={p.staff.inviteEmail}
            name="email"
            type="email"
            dir="ltr"
            autoComplete="off"
            hint={p.staff.inviteAgainHint}
            errors={form.fields.email}
            required
          />
          {chooseRole && (
            <PartnerSelect
              label={p.staff.inviteRole}
              name="role"
              defaultValue="sales"
              errors={form.fields.role}
              options={COMPANY_ROLES.map((role) => ({ value: role, label: p.roles[role] }))}
            />
          )}
        </div>
        <FormFooter error={form.formError} notice={notice} label={p.staff.invite} busy={form.busy} />
      </form>
    </section>
  );
}
