import type { PartnerStaff } from "@capital/contract/partner";
import { useCallback, useEffect, useState } from "react";
import { useBrowserApi } from "../../lib/use-api";
import { usePartner } from "../../partner/partner-context";
import { StaffPanel } from "./staff-panel";

/** /partner/operators (operators): the marketplace's operators, and inviting another. */
export default function PartnerOperators() {
  const { p, accessToken } = usePartner();
  const api = useBrowserApi();
  const [staff, setStaff] = useState<PartnerStaff | null>(null);
  const load = useCallback(async () => {
    setStaff(await api.get("/partner/operators/", { accessToken: await accessToken() }));
  }, [api, accessToken]);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-bold text-2xl text-brand-900">{p.operators.title}</h1>
      <p className="text-slate-700">{p.operators.intro}</p>
      {staff ? (
        <StaffPanel
          titleId="operators-team"
          title={p.operators.teamTitle}
          inviteTitle={p.operators.inviteTitle}
          staff={staff}
          chooseRole={false}
          invite={async ({ email }) => {
            const sent = await api.post("/partner/operators/invitations/", {
              body: { email },
              accessToken: await accessToken(),
            });
            await load();
            return sent;
          }}
          remove={async (userId) => {
            await api.delete("/partner/staff/:id/", {
              params: { id: userId },
              accessToken: await accessToken(),
            });
            await load();
          }}
          withdraw={async (invitationId) => {
            await api.delete("/partner/staff/invitations/:id/", {
              params: { id: invitationId },
              accessToken: await accessToken(),
            });
            await load();
          }}
        />
      ) : (
        <p role="status">{p.loading}</p>
      )}
    </div>
  );
}
