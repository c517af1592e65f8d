import { createHash } from "node:crypto";
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Db } from "@capital/api/db/client";
import { projectMedia, projectProgressUpdates, projects } from "@capital/api/db/schema";
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { renderConstructionSite } from "../drawings/construction-site";
import { hashSeed } from "./random";

/**
 * The demo's track record (issue 21 point 6): construction-progress updates and actual deliveries
 * for a dozen projects, so company pages show the section with some projects on time, some late
 * and some past due, and mall and compound pages show their timelines. Written by hand and dated,
 * so every seed is the same; each project's latest update carries a drawn site photo.
 */

type Update = { on: string; percent: number; en: string; ar: string; correction?: boolean };
type Plan = { actual?: string; photo: boolean; updates: Update[] };

const PLANS: Record<string, Plan> = {
  "Lotus Arcade": {
    actual: "2025-06-12",
    photo: false,
    updates: [
      {
        on: "2024-09-15",
        percent: 78,
        en: "The glass facade is closed on all four floors; escalators are being installed.",
        ar: "اكتملت الواجهة الزجاجية في الطوابق الأربعة، وجارٍ تركيب السلالم الكهربائية.",
      },
      {
        on: "2025-01-20",
        percent: 92,
        en: "Common areas are finished and the air conditioning is being commissioned.",
        ar: "اكتملت تشطيبات المناطق المشتركة، وجارٍ تشغيل منظومة التكييف واختبارها.",
      },
      {
        on: "2025-06-10",
        percent: 100,
        en: "The mall is complete and handed over to unit owners; the management office is open on the ground floor.",
        ar: "اكتمل المول وتم تسليمه لملاك الوحدات، ومكتب الإدارة يعمل في الدور الأرضي.",
      },
    ],
  },
  "Amber Arcade": {
    actual: "2026-05-31",
    photo: true,
    updates: [
      {
        on: "2025-03-10",
        percent: 70,
        en: "The structure is complete. Cladding has started on the street front.",
        ar: "اكتمل الهيكل الخرساني، وبدأت أعمال التكسيات على الواجهة المطلة على الشارع.",
      },
      {
        on: "2025-09-01",
        percent: 84,
        en: "We replaced the electromechanical contractor. Handover moves from September 2025 to spring 2026; we apologise to our buyers.",
        ar: "تم تغيير مقاول الأعمال الكهروميكانيكية، وتأجل التسليم من سبتمبر ٢٠٢٥ إلى ربيع ٢٠٢٦، ونعتذر لعملائنا.",
      },
      {
        on: "2026-02-15",
        percent: 96,
        en: "Lifts and fire systems passed inspection; shop fronts are being fitted.",
        ar: "اجتازت المصاعد وأنظمة الإطفاء الفحص، وجارٍ تركيب واجهات المحلات.",
      },
      {
        on: "2026-05-28",
        percent: 100,
        en: "Handover has started. Owners can book their appointment with customer service.",
        ar: "بدأ التسليم، ويمكن للملاك حجز موعد الاستلام مع خدمة العملاء.",
      },
    ],
  },
  "Papyrus Plaza": {
    actual: "2025-12-20",
    photo: false,
    updates: [
      {
        on: "2025-04-05",
        percent: 80,
        en: "All six floors are clad; the hotel floor's rooms are being finished.",
        ar: "اكتملت تكسيات الطوابق الستة، وجارٍ تشطيب غرف الطابق الفندقي.",
      },
      {
        on: "2025-09-18",
        percent: 95,
        en: "Parking, lifts and the medical floor's gas lines are done. Final inspections are booked.",
        ar: "انتهت أعمال الجراج والمصاعد وشبكة الغازات الطبية، وتم تحديد مواعيد الفحص النهائي.",
      },
      {
        on: "2025-12-18",
        percent: 100,
        en: "Papyrus Plaza is handed over on time.",
        ar: "تم تسليم بلازا البردي في موعده.",
      },
    ],
  },
  "Lavender Gardens": {
    photo: true,
    updates: [
      {
        on: "2025-03-22",
        percent: 65,
        en: "Buildings 1 to 4 are structurally complete; plastering has started inside.",
        ar: "اكتمل الهيكل الخرساني للعمارات من ١ إلى ٤، وبدأت أعمال المحارة الداخلية.",
      },
      {
        on: "2025-10-14",
        percent: 80,
        en: "Facades of buildings 1 to 3 are finished. Utility connections are waiting for the city's approval.",
        ar: "اكتملت واجهات العمارات من ١ إلى ٣، وتوصيل المرافق في انتظار موافقة جهاز المدينة.",
      },
      {
        on: "2026-06-02",
        percent: 88,
        en: "Landscaping and the clubhouse are under way. The utility approval came in May.",
        ar: "جارٍ تنسيق الحدائق وإنشاء النادي الاجتماعي، ووصلت موافقة المرافق في مايو.",
      },
      {
        on: "2026-11-10",
        percent: 92,
        en: "Internal roads are paved. We now expect to hand over in the first quarter of 2027.",
        ar: "تم رصف الطرق الداخلية، ونتوقع الآن التسليم في الربع الأول من ٢٠٢٧.",
      },
    ],
  },
  "Date Palm Oasis": {
    actual: "2026-09-15",
    photo: false,
    updates: [
      {
        on: "2025-06-08",
        percent: 60,
        en: "The villas' structures are complete; the apartment blocks reached their roofs.",
        ar: "اكتمل الهيكل الخرساني للفيلات، ووصلت العمارات السكنية إلى أسطحها.",
      },
      {
        on: "2025-12-11",
        percent: 82,
        en: "Finishing works in every unit; the lake's lining is being laid.",
        ar: "أعمال التشطيب جارية في كل الوحدات، وجارٍ تبطين البحيرة الصناعية.",
      },
      {
        on: "2026-04-20",
        percent: 94,
        en: "Handover is delayed by a late delivery of lifts from the supplier.",
        ar: "تأخر التسليم بسبب تأخر المورد في توريد المصاعد.",
      },
      {
        on: "2026-09-10",
        percent: 100,
        en: "Keys are being handed over from 15 September.",
        ar: "يبدأ تسليم المفاتيح من ١٥ سبتمبر.",
      },
    ],
  },
  "Crescent Galleria": {
    photo: true,
    updates: [
      {
        on: "2025-05-17",
        percent: 45,
        en: "The frame reached the fourth floor.",
        ar: "وصل الهيكل الخرساني إلى الدور الرابع.",
      },
      {
        on: "2025-11-23",
        percent: 62,
        en: "The structure is complete; the facade's steel frame is being erected.",
        ar: "اكتمل الهيكل، وجارٍ تركيب الهيكل المعدني للواجهة.",
      },
      {
        on: "2026-05-09",
        percent: 71,
        en: "Cladding of the lower floors has started.",
        ar: "بدأت أعمال التكسيات في الطوابق السفلية.",
      },
      {
        on: "2026-10-20",
        percent: 78,
        en: "Two floors are clad and glazed; work inside the shops starts next month.",
        ar: "اكتملت التكسيات والزجاج في طابقين، وتبدأ الأعمال داخل المحلات الشهر القادم.",
      },
    ],
  },
  "Olive Grove Residence": {
    photo: true,
    updates: [
      {
        on: "2025-08-12",
        percent: 58,
        en: "All three blocks are topped out; villa roofs are being cast.",
        ar: "وصلت العمارات الثلاث إلى أسطحها، وجارٍ صب أسقف الفيلات.",
      },
      {
        on: "2026-02-19",
        percent: 72,
        en: "Facade stone is going up on blocks A and B.",
        ar: "جارٍ تركيب الحجر على واجهات العمارتين أ و ب.",
      },
      {
        on: "2026-08-03",
        percent: 85,
        en: "The olive grove is planted and the pools are being tiled.",
        ar: "تمت زراعة بستان الزيتون، وجارٍ تبليط حمامات السباحة.",
      },
      {
        on: "2026-11-05",
        percent: 91,
        en: "Finishing inside the apartments; on track for handover at the end of December.",
        ar: "أعمال التشطيب داخل الشقق جارية، والتسليم في موعده نهاية ديسمبر.",
      },
    ],
  },
  "Jasmine Terraces": {
    photo: true,
    updates: [
      {
        on: "2025-12-06",
        percent: 12,
        en: "Foundations of the three apartment buildings are cast.",
        ar: "تم صب أساسات العمارات السكنية الثلاث.",
      },
      {
        on: "2026-05-14",
        percent: 24,
        en: "The frames reached the second floor; the studio block's foundations are done.",
        ar: "وصل الهيكل إلى الدور الثاني، واكتملت أساسات مبنى الاستوديوهات.",
      },
      {
        on: "2026-10-28",
        percent: 38,
        en: "Building 1 reached its fifth floor and the terraces' slabs are being cast.",
        ar: "وصلت العمارة ١ إلى الدور الخامس، وجارٍ صب بلاطات التراسات.",
      },
    ],
  },
  "Obelisk Square Mall": {
    photo: true,
    updates: [
      {
        on: "2026-01-21",
        percent: 30,
        en: "Basements and the first two floors are cast.",
        ar: "تم صب البدرومات والطابقين الأولين.",
      },
      {
        on: "2026-06-16",
        percent: 44,
        en: "The frame reached the fifth floor.",
        ar: "وصل الهيكل الخرساني إلى الطابق الخامس.",
      },
      {
        on: "2026-11-02",
        percent: 57,
        en: "The frame is at the seventh of eight floors.",
        ar: "الهيكل الخرساني عند الطابق السابع من ثمانية.",
      },
    ],
  },
  "Acacia Hills": {
    photo: true,
    updates: [
      {
        on: "2026-02-09",
        percent: 18,
        en: "Twenty villa foundations are cast and the gate buildings have started.",
        ar: "تم صب أساسات عشرين فيلا، وبدأ العمل في مباني البوابة.",
      },
      {
        on: "2026-06-25",
        percent: 32,
        en: "First-floor slabs are cast on most villas.",
        ar: "تم صب أسقف الدور الأول في معظم الفيلات.",
      },
      {
        on: "2026-09-30",
        percent: 30,
        correction: true,
        en: "Figure corrected after an independent engineer's survey: six villa roofs counted as cast in June were not.",
        ar: "تم تصحيح النسبة بعد مراجعة مهندس استشاري مستقل: ستة أسقف فيلات احتُسبت في يونيو لم تكن قد صُبّت.",
      },
      {
        on: "2026-11-12",
        percent: 36,
        en: "The six remaining roofs are cast; brickwork has started on the first villas.",
        ar: "تم صب الأسقف الستة المتبقية، وبدأت أعمال المباني في الفيلات الأولى.",
      },
    ],
  },
  "Zephyr Heights": {
    photo: true,
    updates: [
      {
        on: "2026-07-04",
        percent: 6,
        en: "Excavation is complete and piling has started.",
        ar: "اكتمل الحفر وبدأت أعمال الخوازيق.",
      },
      {
        on: "2026-11-01",
        percent: 14,
        en: "Piling is complete; the raft of tower A is being cast.",
        ar: "اكتملت الخوازيق، وجارٍ صب اللبشة الخرسانية للبرج أ.",
      },
    ],
  },
  "Cypress Lagoon": {
    photo: true,
    updates: [
      {
        on: "2026-10-15",
        percent: 3,
        en: "The site is handed to the contractor and excavation has started.",
        ar: "تم تسليم الموقع للمقاول وبدأت أعمال الحفر.",
      },
    ],
  },
};

export type DemoSitePhoto = { key: string; seed: number; percent: number; title: string };

const PHOTO_WIDTHS = [480, 960] as const;
const PHOTO_HEIGHT_AT_960 = 720;

/**
 * Writes the planned updates and deliveries of the demo projects that exist, in the seed's
 * transaction; answers the site photos to draw once it committed (`writeSitePhotos`).
 */
export async function writeDemoTrackRecord(tx: Db): Promise<DemoSitePhoto[]> {
  const rows = await tx
    .select({ id: projects.id, name: projects.name, nameArabic: projects.nameArabic })
    .from(projects)
    .where(inArray(projects.name, Object.keys(PLANS)));
  const photos: DemoSitePhoto[] = [];
  for (const project of rows.sort((a, b) => a.id - b.id)) {
    const plan = PLANS[project.name];
    if (!plan) continue;
    if (plan.actual)
      await tx.update(projects).set({ actualDeliveryDate: plan.actual }).where(eq(projects.id, project.id));
    const made = await tx
      .insert(projectProgressUpdates)
      .values(
        plan.updates.map((u) => ({
          projectId: project.id,
          percent: u.percent,
          text: u.en,
          textArabic: u.ar,
          correction: u.correction ?? false,
          postedAt: new Date(`${u.on}T09:00:00Z`),
        })),
      )
      .returning({ id: projectProgressUpdates.id, percent: projectProgressUpdates.percent });
    const latest = made.at(-1);
    if (!plan.photo || !latest) continue;
    const key = createHash("sha256").update(`demo site ${project.name}`).digest("hex").slice(0, 24);
    await tx.insert(projectMedia).values({
      projectId: project.id,
      progressUpdateId: latest.id,
      kind: "progress",
      position: 0,
      key,
      width: 960,
      height: PHOTO_HEIGHT_AT_960,
      widths: [...PHOTO_WIDTHS],
      altEn: `The ${project.name} site at ${latest.percent}% complete`,
      createdAt: new Date(`${plan.updates.at(-1)?.on}T09:00:00Z`),
      altAr: `موقع ${project.nameArabic} عند نسبة إنجاز ${latest.percent.toLocaleString("ar-EG")}٪`,
    });
    photos.push({
      key,
      seed: hashSeed(`site ${project.name}`),
      percent: latest.percent,
      title: `${project.name} construction site`,
    });
  }
  return photos;
}

/**
 * Draws each site photo and writes it as uploads are written (`DATA_DIR/media/uploads/<key>-<width>`,
 * AVIF and WebP), skipping files a previous seed of this media dir already wrote.
 */
export async function writeSitePhotos(mediaDir: string, photos: readonly DemoSitePhoto[]): Promise<number> {
  const folder = path.join(mediaDir, "uploads");
  await mkdir(folder, { recursive: true });
  let written = 0;
  for (const photo of photos) {
    const targets = PHOTO_WIDTHS.flatMap((width) =>
      (["avif", "webp"] as const).map((format) => ({
        width,
        format,
        file: path.join(folder, `${photo.key}-${width}.${format}`),
      })),
    );
    const missing = [];
    for (const target of targets) if (!(await exists(target.file))) missing.push(target);
    if (missing.length === 0) continue;
    const svg = renderConstructionSite({
      seed: photo.seed,
      percent: photo.percent,
      width: 960,
      height: PHOTO_HEIGHT_AT_960,
      title: photo.title,
    });
    const raster = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
    for (const target of missing) {
      const image = sharp(raster.data, { raw: raster.info }).resize({ width: target.width });
      // The fastest AVIF effort: a demo seed draws these on every fresh start.
      const bytes =
        target.format === "avif"
          ? await image.avif({ quality: 50, effort: 0 }).toBuffer()
          : await image.webp({ quality: 78 }).toBuffer();
      await writeFile(target.file, bytes);
      written += 1;
    }
  }
  return written;
}

async function exists(file: string) {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
