import { CATEGORIES, FINISHINGS, STORED_UNIT_STATUSES } from "@capital/contract/catalogue";
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS, type ImportColumn } from "@capital/contract/partner-catalogue";
import type { SheetRow } from "../../spreadsheet";
import { IMPORT_LIMITS } from "./unit-rows";

type Language = "ar" | "en";
type Words = Record<Language, string>;

/** Held and reserved come from buyers' reservations: a file only repeats them. */
const FILE_STATUSES = STORED_UNIT_STATUSES.filter((status) => status !== "held" && status !== "reserved");

/**
 * The template's second sheet, in the partner's language: what each column of the first sheet
 * takes. Its figures and accepted values come from what the reader checks, so the two agree.
 */
export function importGuide(language: Language, example: SheetRow): SheetRow[] {
  const n = (value: number) => new Intl.NumberFormat(language === "ar" ? "ar-EG" : "en-US").format(value);
  const values = (list: readonly string[]) => list.join(", ");
  const range = ({ min, max }: { min: number; max: number }) =>
    language === "ar" ? `من ${n(min)} إلى ${n(max)}` : `${n(min)} to ${n(max)}`;
  const L = IMPORT_LIMITS;
  const say: Record<ImportColumn, Words> = {
    code: {
      en: `The unit's code, up to ${n(L.codeLength)} characters, once per file. A code the project has updates that unit; a new code adds one.`,
      ar: `كود الوحدة، حتى ${n(L.codeLength)} حرفًا، مرة واحدة في الملف. الكود الموجود في المشروع يحدّث وحدته، والكود الجديد يضيف وحدة.`,
    },
    building: {
      en: "The building's name as the project writes it. Leave it empty for a mall's units. Only a manager's file may add a building the project lacks.",
      ar: "اسم المبنى كما هو في المشروع. اتركه فارغًا لوحدات المول. لا يضيف مبنى جديدًا إلا ملفٌ يرفعه مدير الشركة.",
    },
    floor: {
      en: `The floor, a whole number ${range(L.floor)}; 0 is the ground floor.`,
      ar: `الدور، عدد صحيح ${range(L.floor)}؛ و٠ هو الدور الأرضي.`,
    },
    name: {
      en: `The unit's name in English, up to ${n(L.textLength)} characters.`,
      ar: `اسم الوحدة بالإنجليزية، حتى ${n(L.textLength)} حرف.`,
    },
    name_ar: {
      en: `The unit's name in Arabic, up to ${n(L.textLength)} characters.`,
      ar: `اسم الوحدة بالعربية، حتى ${n(L.textLength)} حرف.`,
    },
    category: {
      en: `One of: ${values(CATEGORIES.map((c) => c.value))}.`,
      ar: `واحد من: ${CATEGORIES.map((c) => `${c.value} (${c.ar})`).join("، ")}.`,
    },
    rooms: {
      en: `Rooms, a whole number ${range(L.rooms)}.`,
      ar: `عدد الغرف، عدد صحيح ${range(L.rooms)}.`,
    },
    area: {
      en: `The area in square metres, a whole number ${range(L.area)}.`,
      ar: `المساحة بالمتر المربع، عدد صحيح ${range(L.area)}.`,
    },
    price: {
      en: `The total price in Egyptian pounds, a whole number without the currency, ${range(L.price)}.`,
      ar: `السعر الإجمالي بالجنيه المصري، عدد صحيح بلا عملة، ${range(L.price)}.`,
    },
    finishing: {
      en: `One of: ${values(FINISHINGS)}.`,
      ar: `واحد من: ${values(FINISHINGS)} (بدون تشطيب، نصف تشطيب، تشطيب كامل).`,
    },
    status: {
      en: `One of: ${values(FILE_STATUSES)} (for sale, sold, not offered). Empty means free. Held and reserved units come from buyers' reservations, not from a file.`,
      ar: `واحد من: ${values(FILE_STATUSES)} (متاحة، مباعة، خارج السوق). الخانة الفارغة تعني متاحة. أما الوحدات المحجوزة مؤقتًا أو المحجوزة فتأتي من حجوزات المشترين لا من الملف.`,
    },
    deposit_percent: {
      en: "The payment plan's down payment, a whole percentage from 0 to 100. Fill it with years, or leave both empty.",
      ar: "مقدم خطة السداد، نسبة مئوية بعدد صحيح من ٠ إلى ١٠٠. املأها مع عدد السنوات أو اتركهما فارغين معًا.",
    },
    years: {
      en: `The payment plan's years, a whole number ${range(L.years)}. Fill it with the down payment, or leave both empty.`,
      ar: `سنوات خطة السداد، عدد صحيح ${range(L.years)}. املأها مع المقدم أو اتركهما فارغين معًا.`,
    },
    delivery_date: {
      en: "The delivery date as YYYY-MM-DD, such as 2028-06-30. May be empty.",
      ar: "تاريخ التسليم بالصيغة YYYY-MM-DD، مثل 2028-06-30. يمكن تركه فارغًا.",
    },
    maintenance_deposit_percent: {
      en: "Optional column. The maintenance deposit, a percentage of the price from 0 to 100.",
      ar: "عمود اختياري. وديعة الصيانة، نسبة مئوية من السعر من ٠ إلى ١٠٠.",
    },
    club_fee: {
      en: `Optional column. The club fee in Egyptian pounds, a whole number ${range(L.fee)}.`,
      ar: `عمود اختياري. رسوم النادي بالجنيه المصري، عدد صحيح ${range(L.fee)}.`,
    },
    parking_fee: {
      en: `Optional column. The parking fee in Egyptian pounds, a whole number ${range(L.fee)}.`,
      ar: `عمود اختياري. رسوم الجراج بالجنيه المصري، عدد صحيح ${range(L.fee)}.`,
    },
    cash_discount_percent: {
      en: "Optional column. The discount for paying cash, a percentage from 0 to 100.",
      ar: "عمود اختياري. خصم الدفع النقدي، نسبة مئوية من ٠ إلى ١٠٠.",
    },
  };
  const header: Words = { en: "Column", ar: "العمود" };
  const meaning: Words = { en: "What to write", ar: "ماذا تكتب" };
  const sample: Words = { en: "Example", ar: "مثال" };
  const note: Words = { en: "Note", ar: "ملاحظة" };
  const whole: Words = {
    en: `Fill the first sheet, one unit a row, up to ${n(IMPORT_MAX_ROWS)} rows, in place of its example row (left in, it adds unit ${example[0]}). Keep the column names of its first row as they are; the optional columns may be left out. Figures may be written in Arabic-Indic digits (٠١٢٣) or Western ones (0123). The import ignores this sheet.`,
    ar: `املأ الورقة الأولى، وحدة في كل صف، حتى ${n(IMPORT_MAX_ROWS)} صف، مكان صف المثال فيها (إن بقي أضاف الوحدة ${example[0]}). اترك أسماء الأعمدة في صفها الأول كما هي، ويمكن حذف الأعمدة الاختيارية. يمكن كتابة الأرقام بالأرقام العربية (٠١٢٣) أو الإنجليزية (0123). لا يقرأ الاستيراد هذه الورقة.`,
  };
  return [
    [header[language], meaning[language], sample[language]],
    ...IMPORT_COLUMNS.map((column, i) => [column, say[column][language], example[i] ?? ""]),
    [note[language], whole[language], ""],
  ];
}

export const GUIDE_SHEET_NAME: Words = { en: "How to fill it in", ar: "طريقة التعبئة" };
