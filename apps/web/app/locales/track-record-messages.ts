import { plural } from "../i18n/format";

/**
 * The developer track record's texts (issue 21 point 6): the company page's section, the mall and
 * compound pages' construction timeline. en.ts and ar.ts take them as `trackRecord`.
 */
const en = {
  title: "Track record",
  intro:
    "Each project's delivery as the company promised it and as it happened, and how much of it is sold. Sold counts units sold and reservations the company confirmed, out of all the project's units.",
  none: "This company has no projects to judge yet.",
  tally: {
    onTime: "Delivered on time",
    late: "Delivered late",
    overdue: "Past due, not delivered",
  },
  promised: "Promised delivery",
  actual: "Actual delivery",
  notStated: "Not stated",
  notDelivered: "Not delivered yet",
  standing: {
    on_time: "On time",
    late: "Delivered {months} late",
    overdue: "Late by {months} so far",
    overdueUnderMonth: "Due date passed, not delivered yet",
    scheduled: "Not due yet",
    delivered: "Delivered",
    unknown: "No delivery date stated",
  },
  months: plural({ one: "{n} month", other: "{n} months" }),
  sold: "Sold or reserved",
  soldOf: plural({ one: "{sold} of {n} unit", other: "{sold} of {n} units" }),
  noUnits: "No units listed yet",
  construction: "Construction",
  complete: "{percent} complete",
  asOf: "as of {date}",
  noUpdates: "No construction updates yet",
  timeline: "See the construction timeline",
  progress: {
    title: "Construction progress",
    barLabel: "Construction progress",
    posted: "Posted {date}",
    correction: "Correction: this update lowers an earlier figure",
    photoAlt: "Construction photo {n} of the update of {date}",
    older: "Show older updates",
    loadFailed: "The older updates could not be loaded. Please try again.",
  },
};

export type TrackRecordMessages = typeof en;

const ar: TrackRecordMessages = {
  title: "سجل الإنجاز",
  intro:
    "موعد تسليم كل مشروع كما وعدت به الشركة وكما حدث فعلًا، ونسبة ما بيع منه. المُباع يشمل الوحدات المبيعة والحجوزات التي أكدتها الشركة، من إجمالي وحدات المشروع.",
  none: "لا توجد مشروعات لهذه الشركة يمكن الحكم عليها بعد.",
  tally: {
    onTime: "سُلِّمت في موعدها",
    late: "سُلِّمت متأخرة",
    overdue: "فات موعدها ولم تُسلَّم",
  },
  promised: "موعد التسليم المُعلن",
  actual: "موعد التسليم الفعلي",
  notStated: "غير مُعلن",
  notDelivered: "لم يُسلَّم بعد",
  standing: {
    on_time: "في الموعد",
    late: "سُلِّم متأخرًا {months}",
    overdue: "متأخر {months} حتى الآن",
    overdueUnderMonth: "فات موعد التسليم ولم يُسلَّم بعد",
    scheduled: "لم يحن موعد التسليم",
    delivered: "تم التسليم",
    unknown: "لم يُعلن موعد للتسليم",
  },
  months: {
    zero: "{n} شهر",
    one: "شهرًا واحدًا",
    two: "شهرين",
    few: "{n} أشهر",
    many: "{n} شهرًا",
    other: "{n} شهر",
  },
  sold: "مُباع أو محجوز",
  soldOf: {
    zero: "{sold} من {n} وحدة",
    one: "{sold} من وحدة واحدة",
    two: "{sold} من وحدتين",
    few: "{sold} من {n} وحدات",
    many: "{sold} من {n} وحدة",
    other: "{sold} من {n} وحدة",
  },
  noUnits: "لا توجد وحدات معروضة بعد",
  construction: "الإنشاءات",
  complete: "نسبة الإنجاز {percent}",
  asOf: "حتى {date}",
  noUpdates: "لا توجد تحديثات للإنشاءات بعد",
  timeline: "شاهد مراحل الإنشاء",
  progress: {
    title: "مراحل الإنشاء",
    barLabel: "نسبة إنجاز الإنشاءات",
    posted: "نُشر في {date}",
    correction: "تصحيح: هذا التحديث يخفّض نسبة ذُكرت من قبل",
    photoAlt: "صورة الإنشاءات رقم {n} من تحديث {date}",
    older: "عرض التحديثات الأقدم",
    loadFailed: "تعذّر تحميل التحديثات الأقدم، حاول مرة أخرى.",
  },
};

export const trackRecordMessages = { en, ar };
