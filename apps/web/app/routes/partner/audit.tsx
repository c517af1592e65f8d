import { AUDIT_ENTITIES, isAuditAction, isAuditEntity } from "@capital/contract/audit-vocabulary";
import type { AuditEntry } from "@capital/contract/partner";
import { useCallback, useState } from "react";
import { toLocalDigits } from "../../i18n/format";
import { useI18n } from "../../i18n/language-context";
import { fill } from "../../lib/fill";
import { useBrowserApi } from "../../lib/use-api";
import { usePartner } from "../../partner/partner-context";
import { PartnerSelect } from "../../partner/partner-form";
import {
  PartnerFilterForm,
  PartnerListFailed,
  PartnerPager,
  usePartnerList,
} from "../../partner/partner-list";
import { PartnerTable } from "../../partner/partner-table";
import { AuditChanges } from "./audit-changes";

/** /partner/audit: who changed what and when (operators: everything; managers: their company). */
export default function PartnerAudit() {
  const { p, accessToken } = usePartner();
  const { format, language } = useI18n();
  const api = useBrowserApi();
  const [entity, setEntity] = useState("");
  const readPage = useCallback(
    async (page: number) =>
      api.get("/partner/audit/", {
        query: { page, entity: entity || undefined },
        accessToken: await accessToken(),
      }),
    [api, accessToken, entity],
  );
  const { list: log, page, setPage, failed } = usePartnerList<AuditEntry>(readPage);

  return (
    <section aria-labelledby="audit-title" className="flex flex-col gap-4">
      <h1 id="audit-title" className="font-bold text-2xl text-brand-900">
        {p.audit.title}
      </h1>
      <PartnerFilterForm
        onFilter={(values) => {
          setPage(1);
          setEntity(String(values.get("entity") ?? ""));
        }}
      >
        <PartnerSelect
          label={p.audit.entityFilter}
          name="entity"
          className="flex-1"
          options={[
            { value: "", label: p.audit.all },
            ...AUDIT_ENTITIES.map((value) => ({ value, label: p.audit.entities[value] })),
          ]}
        />
      </PartnerFilterForm>
      <PartnerListFailed failed={failed} />
      {log && (
        <>
          <PartnerTable
            caption={p.audit.table}
            rows={log.results}
            rowKey={(row) => row.id}
            empty={p.audit.none}
            columns={[
              {
                header: p.audit.at,
                cell: (row) => <time dateTime={row.at}>{format.dateTime(new Date(row.at))}</time>,
              },
              {
                header: p.audit.actor,
                cell: (row) => (row.actor ? <bdi>{row.actor.name}</bdi> : p.audit.system),
              },
              {
                header: p.audit.action,
                cell: (row) =>
                  isAuditAction(row.action) ? (
                    p.audit.actions[row.action]
                  ) : (
                    <span className="font-mono text-xs">{row.action}</span>
                  ),
              },
              {
                header: p.audit.entity,
                cell: (row) =>
                  fill(p.audit.record, {
                    entity: isAuditEntity(row.entity) ? p.audit.entities[row.entity] : row.entity,
                    id: row.entityId === null ? "—" : toLocalDigits(String(row.entityId), language),
                  }),
              },
              { header: p.audit.changes, cell: (row) => <AuditChanges entry={row} /> },
            ]}
          />
          <PartnerPager list={log} page={page} onPage={setPage} label={p.audit.table} />
        </>
      )}
    </section>
  );
}
