import type { PartnerStaff } from "@capital/contract/partner";
import { useCallback, useEffect, useState } from "react";
import { useBrowserApi } from "../../lib/use-api";
import { usePartner } from "../../partner/partner-context";
import { FormMessage } from "../../partner/partner-form";
import { StaffPanel } from "./staff-panel";

/** /partner/operators (operators): the marketplace's operators, and inviting another. */
export default function PartnerOperators() {
  const { p, accessToken } = usePartner();
  const api = useBrowserApi();
  const [staff, setStaff] = useState<PartnerStaff | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    try {
      setStaff(await api.get("/partner/operators/", { accessToken: await accessToken() }));
      setFailed(false);
    } catch {
      setFailed(true);
    }
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
          invite={async ({ email }) =>
            api.post("/partner/operators/invitations/", {
              body: { email },
              accessToken: await accessToken(),
            })
          }
          reload={load}
        />
      ) : failed ? (
        <FormMessage text={p.common.failed} />
      ) : (
        <p role="status">{p.loading}</p>
      )}
    </div>
  );
}
