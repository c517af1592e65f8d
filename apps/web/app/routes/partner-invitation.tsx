import type { InvitationPreview } from "@capital/contract/partner";
import { type FormEvent, useEffect, useState } from "react";
import { useParams } from "react-router";
import { AuthCard } from "../components/auth-card";
import { primaryButton, secondaryButton } from "../components/button-styles";
import { useI18n } from "../i18n/language-context";
import { useLocalizedNavigate } from "../i18n/localized-link";
import { partnerMessagesFor } from "../i18n/partner-messages.server";
import { requestLanguage } from "../i18n/request-language.server";
import { fillNodes } from "../lib/fill";
import { useBrowserApi } from "../lib/use-api";
import { FormMessage, PartnerInput, useApiForm } from "../partner/partner-form";
import { useSession } from "../session/session-context";
import type { Route } from "./+types/partner-invitation";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? data.p.invitation.title : "" },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

export function loader({ request }: Route.LoaderArgs) {
  return { p: partnerMessagesFor(requestLanguage(request)) };
}

/**
 * /partner/invitations/:token (issue 17): whoever holds the link joins the portal, with a new
 * account, the existing account's password, or the session already signed in with that address.
 */
export default function PartnerInvitation({ loaderData }: Route.ComponentProps) {
  const { p } = loaderData;
  const { token = "" } = useParams();
  const { language } = useI18n();
  const api = useBrowserApi();
  const session = useSession();
  const navigate = useLocalizedNavigate();
  const form = useApiForm();
  const [preview, setPreview] = useState<InvitationPreview | null | "invalid">(null);

  useEffect(() => {
    api
      .get("/partner/invitations/:token/", { params: { token } })
      .then(setPreview)
      .catch(() => setPreview("invalid"));
  }, [api, token]);

  if (preview === null) {
    return (
      <AuthCard title={p.invitation.title} intro="">
        <p role="status">{p.invitation.loading}</p>
      </AuthCard>
    );
  }
  if (preview === "invalid") {
    return (
      <AuthCard title={p.invitation.title} intro="">
        <p role="alert">{p.invitation.invalid}</p>
      </AuthCard>
    );
  }

  const company = preview.company && (language === "ar" ? preview.company.nameArabic : preview.company.name);
  const role = p.roleInSentence[preview.role];
  const offer = company
    ? fillNodes(p.invitation.offerCompany, { role, company: <bdi>{company}</bdi> })
    : fillNodes(p.invitation.offer, { role });
  const signedIn = session.status === "signed-in" && session.user;
  const sameAccount = signedIn && session.user?.email.toLowerCase() === preview.email;

  async function accept(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (preview === null || preview === "invalid") return;
    const data = new FormData(event.currentTarget);
    const password = String(data.get("password") ?? "");
    const name = String(data.get("name") ?? "");
    const accepted = await form.run(
      async () =>
        api.post("/partner/invitations/:token/accept/", {
          params: { token },
          body: sameAccount ? {} : preview.accountExists ? { password } : { name, password },
          accessToken: sameAccount ? await session.accessToken() : null,
        }),
      p.common.failed,
    );
    if (!accepted) return;
    if (!sameAccount) await session.signIn(preview.email, password);
    navigate("/partner", { replace: true });
  }

  return (
    <AuthCard title={p.invitation.title} intro="">
      <div className="mb-6 flex flex-col gap-1">
        <p className="font-bold text-lg">{offer}</p>
        <p className="text-slate-600">
          {fillNodes(p.invitation.forEmail, { email: <bdi dir="ltr">{preview.email}</bdi> })}
        </p>
      </div>
      {signedIn && !sameAccount ? (
        <div className="flex flex-col gap-4">
          <p role="alert">{p.invitation.otherAccount}</p>
          <button type="button" className={secondaryButton} onClick={() => void session.signOut()}>
            {p.invitation.signOut}
          </button>
        </div>
      ) : (
        <form onSubmit={accept} noValidate className="flex flex-col gap-4">
          {sameAccount ? (
            <p>{fillNodes(p.invitation.signedInAs, { email: <bdi dir="ltr">{preview.email}</bdi> })}</p>
          ) : (
            <>
              <p>{preview.accountExists ? p.invitation.existingAccount : p.invitation.newAccount}</p>
              {!preview.accountExists && (
                <PartnerInput
                  label={p.invitation.name}
                  name="name"
                  autoComplete="name"
                  errors={form.fields.name}
                  required
                />
              )}
              <PartnerInput
                label={p.invitation.password}
                name="password"
                type="password"
                dir="ltr"
                autoComplete={preview.accountExists ? "current-password" : "new-password"}
                errors={form.fields.password}
                required
              />
            </>
          )}
          <FormMessage text={form.formError} />
          <button type="submit" className={primaryButton} disabled={form.busy} aria-busy={form.busy}>
            {sameAccount ? p.invitation.acceptSignedIn : p.invitation.accept}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
