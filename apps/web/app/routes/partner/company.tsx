import type { PartnerCompany, PartnerStaff } from "@capital/contract/partner";
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { useParams } from "react-router";
import { useI18n } from "../../i18n/language-context";
import { Link } from "../../i18n/localized-link";
import { ApiRequestError } from "../../lib/api-client";
import { useBrowserApi } from "../../lib/use-api";
import { usePartner } from "../../partner/partner-context";
import { FormFooter, FormMessage, useApiForm } from "../../partner/partner-form";
import { PartnerMissing } from "../../partner/partner-missing";
import { CompanyFields } from "./company-fields";
import { StaffPanel } from "./staff-panel";

/** /partner/companies/:id: the profile form and the team (operators; the company's manager). */
export default function PartnerCompanyPage() {
  const { id } = useParams();
  const { p, me, accessToken } = usePartner();
  const { language, t } = useI18n();
  const api = useBrowserApi();
  const [company, setCompany] = useState<PartnerCompany | null>(null);
  const [staff, setStaff] = useState<PartnerStaff | null>(null);
  const [missing, setMissing] = useState(false);
  const [failed, setFailed] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useApiForm();
  const canManage = me.role !== "sales";

  const load = useCallback(async () => {
    const token = await accessToken();
    try {
      setCompany(
        await api.get("/partner/companies/:id/", { params: { id: String(id) }, accessToken: token }),
      );
      if (canManage)
        setStaff(
          await api.get("/partner/companies/:id/staff/", { params: { id: String(id) }, accessToken: token }),
        );
      setFailed(false);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) setMissing(true);
      else setFailed(true);
    }
  }, [api, accessToken, id, canManage]);

  useEffect(() => {
    void load();
  }, [load]);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(null);
    const body = new FormData(event.currentTarget);
    // An empty file input means "keep the current image".
    for (const name of ["logo", "image"]) {
      const file = body.get(name);
      if (file instanceof File && file.size === 0) body.delete(name);
    }
    const updated = await form.run(
      async () =>
        api.patch("/partner/companies/:id/", {
          params: { id: String(id) },
          body,
          accessToken: await accessToken(),
        }),
      p.common.failed,
    );
    if (!updated) return;
    setCompany(updated);
    setSaved(p.common.saved);
  }

  if (missing)
    return (
      <PartnerMissing
        title={t.errors.companyNotFound}
        back={
          me.role === "operator"
            ? { to: "/partner/companies", label: p.company.all }
            : { to: "/partner", label: p.nav.overview }
        }
      />
    );
  if (failed && !company) return <FormMessage text={p.common.failed} />;
  if (!company) return <p role="status">{p.loading}</p>;
  const name = language === "ar" ? company.nameArabic : company.name;
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-wrap items-center gap-4">
        <img
          src={company.logo}
          alt=""
          width={64}
          height={64}
          className="size-16 rounded-lg bg-white object-contain shadow-sm"
        />
        <h1 className="font-bold text-2xl text-brand-900">
          <bdi>{name}</bdi>
        </h1>
        <Link to={`/company/profile/${company.id}`} className="ms-auto font-bold text-brand-700 underline">
          {p.company.publicPage}
        </Link>
      </header>
      {canManage && (
        <section aria-labelledby="profile-title" className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
          <h2 id="profile-title" className="mb-4 font-bold text-brand-900 text-xl">
            {p.company.profileTitle}
          </h2>
          {/* Keyed by the saved row, so the inputs show what was stored after a save. */}
          <form key={JSON.stringify(company)} onSubmit={save} noValidate className="flex flex-col gap-4">
            <CompanyFields p={p} fields={form.fields} company={company} />
            <FormFooter error={form.formError} notice={saved} label={p.common.save} busy={form.busy} />
          </form>
        </section>
      )}
      {canManage && staff && (
        <StaffPanel
          titleId="staff-title"
          title={p.staff.title}
          inviteTitle={p.staff.inviteTitle}
          staff={staff}
          chooseRole
          invite={async ({ email, role }) =>
            api.post("/partner/companies/:id/invitations/", {
              params: { id: company.id },
              body: { email, role: role === "manager" ? "manager" : "sales" },
              accessToken: await accessToken(),
            })
          }
          reload={load}
        />
      )}
    </div>
  );
}
