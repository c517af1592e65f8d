import { CATEGORIES, FINISHINGS } from "@capital/contract/catalogue";
import type { PartnerProject, PartnerUnit, UnitInput } from "@capital/contract/partner-catalogue";
import { PARTNER_UNIT_STATUSES } from "@capital/contract/partner-catalogue-constants";
import { type FormEvent, useState } from "react";
import { primaryButton, secondaryButton, whileBusy } from "../../../components/button-styles";
import { useI18n } from "../../../i18n/language-context";
import { fill } from "../../../lib/fill";
import { usePartner } from "../../../partner/partner-context";
import {
  BilingualFields,
  type FieldMessages,
  FormMessage,
  PartnerInput,
  PartnerSelect,
} from "../../../partner/partner-form";

type Plan = { key: number; deposit: string; years: string };

/**
 * A number field's text as a number: Arabic-Indic digits and the Arabic decimal sign read as
 * Western ones; anything else that is not a number becomes NaN, sent as null, which the API
 * refuses beside the field in the partner's language.
 */
export function toNumber(text: string): number {
  const western = text
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace("\u066b", ".")
    .replace(/[,\u066c]/g, "");
  return western === "" ? Number.NaN : Number(western);
}

/** An optional number field: empty is null. */
export function numberOrNull(text: string): number | null {
  return text.trim() === "" ? null : toNumber(text);
}

/** The blocks and villa groups of a compound a unit can be placed in; a mall has none. */
export function buildingOptions(project: PartnerProject, language: "ar" | "en") {
  return project.buildings
    .filter((b) => b.kind !== "mall")
    .map((b) => ({ value: b.name, label: language === "ar" ? b.nameArabic : b.name }));
}

/** The fields shared by the unit form and the generator: category, finishing, status and the buying terms. */
export function TermsFields({
  fields,
  unit,
  withStatus = true,
}: {
  fields: FieldMessages;
  unit?: PartnerUnit;
  withStatus?: boolean;
}) {
  const { p } = usePartner();
  const { language } = useI18n();
  const pc = p.catalogue;
  const locked = unit && (unit.status === "held" || unit.status === "reserved");
  const number = (value: number | null | undefined) => (value === null || value === undefined ? "" : value);
  return (
    <>
      <PartnerSelect
        label={pc.category}
        name="category"
        defaultValue={unit?.category ?? "apartment"}
        errors={fields.category}
        options={CATEGORIES.map((c) => ({ value: c.value, label: language === "ar" ? c.ar : c.en }))}
      />
      <PartnerSelect
        label={pc.finishing}
        name="finishing"
        defaultValue={unit?.finishing ?? "full"}
        errors={fields.finishing}
        options={FINISHINGS.map((f) => ({ value: f, label: pc.finishings[f] }))}
      />
      {withStatus && !locked && (
        <PartnerSelect
          label={pc.status}
          name="status"
          defaultValue={unit?.status ?? "free"}
          hint={pc.statusHint}
          errors={fields.status}
          options={PARTNER_UNIT_STATUSES.map((s) => ({ value: s, label: pc.statuses[s] }))}
        />
      )}
      {withStatus && locked && unit && (
        <p className="self-end text-slate-700 text-sm">
          <span className="block font-bold">{pc.status}</span>
          {fill(pc.lockedStatus, { status: pc.statuses[unit.status] })}
        </p>
      )}
      <PartnerInput
        label={pc.rooms}
        name="roomsNumber"
        inputMode="numeric"
        defaultValue={unit?.roomsNumber ?? ""}
        errors={fields.roomsNumber}
        required
      />
      <PartnerInput
        label={pc.area}
        name="area"
        inputMode="numeric"
        defaultValue={unit?.area ?? ""}
        errors={fields.area}
        required
      />
      <PartnerInput
        label={pc.totalPrice}
        name="totalPrice"
        inputMode="numeric"
        defaultValue={unit?.totalPrice ?? ""}
        errors={fields.totalPrice}
        required
      />
      <PartnerInput
        label={pc.unitDelivery}
        name="deliveryDate"
        type="date"
        defaultValue={unit?.deliveryDate ?? ""}
        hint={pc.unitDeliveryHint}
        errors={fields.deliveryDate}
      />
      <PartnerInput
        label={pc.maintenanceDeposit}
        name="maintenanceDepositPercent"
        inputMode="decimal"
        defaultValue={number(unit?.maintenanceDepositPercent)}
        hint={pc.optionalHint}
        errors={fields.maintenanceDepositPercent}
      />
      <PartnerInput
        label={pc.clubFee}
        name="clubFee"
        inputMode="numeric"
        defaultValue={number(unit?.clubFee)}
        hint={pc.optionalHint}
        errors={fields.clubFee}
      />
      <PartnerInput
        label={pc.parkingFee}
        name="parkingFee"
        inputMode="numeric"
        defaultValue={number(unit?.parkingFee)}
        hint={pc.optionalHint}
        errors={fields.parkingFee}
      />
      <PartnerInput
        label={pc.cashDiscount}
        name="cashDiscountPercent"
        inputMode="decimal"
        defaultValue={number(unit?.cashDiscountPercent)}
        hint={pc.optionalHint}
        errors={fields.cashDiscountPercent}
      />
    </>
  );
}

/** The unit's payment plans, one row each (down payment %, years), added and removed in place. */
export function PlansFields({ fields, initial }: { fields: FieldMessages; initial?: PartnerUnit["plans"] }) {
  const { p } = usePartner();
  const { format } = useI18n();
  const pc = p.catalogue;
  const [plans, setPlans] = useState<Plan[]>(
    (initial ?? []).map((plan, key) => ({ key, deposit: String(plan.deposit), years: String(plan.years) })),
  );
  const [nextKey, setNextKey] = useState(plans.length);
  return (
    <fieldset className="col-span-full flex flex-col gap-3 rounded-xl border border-slate-200 p-3">
      <legend className="px-1 font-bold text-slate-800">{pc.plansTitle}</legend>
      {plans.length === 0 && <p className="text-slate-600 text-sm">{pc.noPlans}</p>}
      {fields.plans && <FormMessage text={fields.plans.join(" ")} />}
      {plans.map((plan, index) => {
        const n = format.integer(index + 1);
        return (
          <div key={plan.key} className="flex flex-wrap items-end gap-3">
            <PartnerInput
              label={fill(pc.planDeposit, { n })}
              name={`plans.${index}.deposit`}
              inputMode="numeric"
              defaultValue={plan.deposit}
              errors={fields[`plans.${index}.deposit`]}
              required
              className="w-52"
            />
            <PartnerInput
              label={fill(pc.planYears, { n })}
              name={`plans.${index}.years`}
              inputMode="numeric"
              defaultValue={plan.years}
              errors={fields[`plans.${index}.years`]}
              required
              className="w-52"
            />
            <button
              type="button"
              className={secondaryButton}
              onClick={() => setPlans(plans.filter((other) => other.key !== plan.key))}
            >
              {fill(pc.removePlan, { n })}
            </button>
          </div>
        );
      })}
      <button
        type="button"
        className={`${secondaryButton} self-start`}
        onClick={() => {
          setPlans([...plans, { key: nextKey, deposit: "", years: "" }]);
          setNextKey(nextKey + 1);
        }}
      >
        {pc.addPlan}
      </button>
    </fieldset>
  );
}

/** The plans typed in a form, in order: `plans.0.deposit`, `plans.0.years`, … */
export function plansOf(form: FormData): { deposit: number; years: number }[] {
  const plans: { deposit: number; years: number }[] = [];
  for (let index = 0; form.has(`plans.${index}.deposit`); index += 1) {
    plans.push({
      deposit: toNumber(String(form.get(`plans.${index}.deposit`))),
      years: toNumber(String(form.get(`plans.${index}.years`))),
    });
  }
  return plans;
}

/** The buying terms of a form, as the API takes them (empty optional fields are null). */
export function termsOf(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? "");
  const status = form.get("status");
  return {
    category: text("category") as UnitInput["category"],
    finishing: text("finishing") as UnitInput["finishing"],
    ...(status === null ? {} : { status: String(status) as NonNullable<UnitInput["status"]> }),
    roomsNumber: toNumber(text("roomsNumber")),
    area: toNumber(text("area")),
    totalPrice: toNumber(text("totalPrice")),
    deliveryDate: text("deliveryDate") || null,
    maintenanceDepositPercent: numberOrNull(text("maintenanceDepositPercent")),
    clubFee: numberOrNull(text("clubFee")),
    parkingFee: numberOrNull(text("parkingFee")),
    cashDiscountPercent: numberOrNull(text("cashDiscountPercent")),
    plans: plansOf(form),
  };
}

/** A unit's every field: adding one (no `unit`) or editing one. */
export function UnitForm({
  project,
  unit,
  fields,
  formError,
  notice,
  busy,
  onSubmit,
  onCancel,
}: {
  project: PartnerProject;
  unit?: PartnerUnit;
  fields: FieldMessages;
  formError: string | null;
  notice: string | null;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel?: () => void;
}) {
  const { p } = usePartner();
  const { language } = useI18n();
  const pc = p.catalogue;
  const buildings = buildingOptions(project, language);
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <PartnerInput
          label={pc.code}
          name="code"
          dir="ltr"
          defaultValue={unit?.code}
          errors={fields.code}
          required
        />
        {project.type === "compound" && (
          <PartnerSelect
            label={pc.building}
            name="building"
            defaultValue={unit?.building ?? buildings[0]?.value}
            errors={fields.building}
            options={buildings}
          />
        )}
        <PartnerInput
          label={pc.floor}
          name="floor"
          inputMode="numeric"
          defaultValue={unit?.floor ?? ""}
          errors={fields.floor}
          required
        />
        <BilingualFields
          names={["name", "nameArabic"] as const}
          labels={{ name: pc.unitNameEn, nameArabic: pc.unitNameAr }}
          values={unit ? { name: unit.name, nameArabic: unit.nameArabic } : undefined}
          fields={fields}
        />
        <TermsFields fields={fields} unit={unit} />
        <PlansFields fields={fields} initial={unit?.plans} />
      </div>
      <FormMessage text={formError} />
      <FormMessage text={notice} tone="success" />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} {...whileBusy(busy)}>
          {unit ? p.common.save : pc.addUnitButton}
        </button>
        {onCancel && (
          <button type="button" className={secondaryButton} onClick={onCancel}>
            {p.common.cancel}
          </button>
        )}
      </div>
    </form>
  );
}

/** A unit form's values as the API takes them. */
export function unitBody(form: FormData, project: PartnerProject): UnitInput {
  const text = (name: string) => String(form.get(name) ?? "");
  return {
    code: text("code"),
    name: text("name"),
    nameArabic: text("nameArabic"),
    building: project.type === "compound" ? text("building") : "",
    floor: toNumber(text("floor")),
    ...termsOf(form),
  };
}
