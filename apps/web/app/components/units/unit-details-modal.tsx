import type { EnrichedUnit } from "@capital/contract/projects";
import * as Dialog from "@radix-ui/react-dialog";
import { useI18n } from "../../i18n/language-context";
import { fill } from "../../lib/fill";
import { localized } from "../../lib/localized";
import { useRootData } from "../../lib/root-data";
import { useRecordView } from "../../recently-viewed/recently-viewed-context";
import { ContactNumber } from "../contact-number";
import { Icon } from "../icon/icon";
import { useReturnFocus } from "../use-return-focus";
import { FloorPlanViewer } from "./floor-plan-viewer";
import { UnitActionButtons } from "./unit-action-buttons";
import { UnitFacts } from "./unit-facts";
import { unitName } from "./unit-label";
import type { UnitActions } from "./use-unit-actions";

export type UnitDetailsDialogProps = {
  unit: EnrichedUnit | null;
  onClose(): void;
  actions: UnitActions;
  /** Book Now and Add to favourites (search, mall and compound pages), or Confirm elsewhere. */
  canBook: boolean;
  /** DECISIONS.md: Confirm on the booking page shows the call and chat contacts for the unit. */
  showContacts?: boolean;
};

/** SPEC.md's unit details modal: the floor plan per floor, and the fields that are present. */
export default function UnitDetailsModal({
  unit,
  onClose,
  actions,
  canBook,
  showContacts = false,
}: UnitDetailsDialogProps) {
  const { t } = useI18n();
  const returnFocus = useReturnFocus(unit !== null);
  return (
    <Dialog.Root open={unit !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 flex max-h-[92dvh] w-[min(94vw,46rem)] flex-col overflow-hidden rounded-2xl bg-white shadow-xl"
        >
          {unit && (
            <Details
              unit={unit}
              actions={actions}
              canBook={canBook}
              showContacts={showContacts}
              onClose={onClose}
            />
          )}
          <Dialog.Close
            aria-label={t.common.close}
            className="absolute end-3 top-3 rounded-full bg-white/90 p-2 shadow hover:bg-slate-100"
          >
            <Icon name="x" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Details({
  unit,
  actions,
  canBook,
  showContacts,
  onClose,
}: Omit<UnitDetailsDialogProps, "unit"> & { unit: EnrichedUnit }) {
  const { t, language, format } = useI18n();
  const { config } = useRootData();
  useRecordView("unit", unit.id);
  const name = unitName(unit, language);
  const projectName = localized(unit, "projectName", language);
  const chat = fill(t.saved.chatMessage, { unit: name, project: projectName });

  // Its title (with the close button over it) and its actions stay put; what lies between scrolls.
  return (
    <>
      <div className="border-slate-200 border-b pe-16 pb-3">
        <Dialog.Title className="px-6 pt-5 font-bold text-slate-900 text-xl">{t.unit.details}</Dialog.Title>
        <Dialog.Description className="px-6 text-slate-600">
          <bdi>{name}</bdi>
        </Dialog.Description>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <FloorPlanViewer plans={unit.propertyCAD} name={name} />
        <div className="px-6 py-4">
          <UnitFacts unit={unit} />
        </div>
        {unit.plans.length > 0 && (
          <div className="px-6 pb-2">
            <h3 className="mb-2 font-bold text-slate-900">{t.unit.plans}</h3>
            <ul className="flex flex-wrap gap-2 text-sm">
              {unit.plans.map((p) => (
                <li key={p.id} className="rounded-lg bg-brand-50 px-3 py-1.5 text-brand-900">
                  {fill(t.unit.planLine, {
                    deposit: format.percent(p.deposit),
                    years: format.plural(p.years, t.unit.years),
                  })}
                </li>
              ))}
            </ul>
          </div>
        )}
        {showContacts && (
          <div className="mx-6 mt-2 rounded-xl bg-brand-50 p-4">
            <p className="mb-3 font-bold text-brand-900">{t.saved.contactTitle}</p>
            <div className="flex flex-wrap gap-2">
              <a
                href={`tel:${config.callUsNumber}`}
                className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-bold text-white"
              >
                <Icon name="phone" className="size-4" />
                {t.saved.callAbout}
                <ContactNumber number={config.callUsNumber} demo={config.demoContacts.callUs} />
              </a>
              <a
                href={`https://wa.me/${config.whatsappNumber.replace(/\D/g, "")}?text=${encodeURIComponent(chat)}`}
                target="_blank"
                rel="noopener"
                className="inline-flex items-center gap-2 rounded-lg bg-[#25d366] px-4 py-2 font-bold text-[#073b1d]"
              >
                {t.saved.chatAbout}
                <ContactNumber number={config.whatsappNumber} demo={config.demoContacts.whatsapp} />
              </a>
            </div>
          </div>
        )}
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-slate-200 border-t bg-white px-6 py-4">
        {canBook ? (
          <UnitActionButtons units={[unit]} actions={actions} />
        ) : (
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg bg-brand-700 px-6 py-2.5 font-bold text-white hover:bg-brand-900"
          >
            {t.unit.confirm}
          </button>
        )}
      </div>
    </>
  );
}
