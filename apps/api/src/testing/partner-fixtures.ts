import { createHash, randomBytes } from "node:crypto";
import type { CompanyRole, PartnerRole } from "@capital/contract/partner";
import sharp from "sharp";
import type { Db } from "../db/client";
import { feedbacks, locations, partnerInvitations } from "../db/schema";
import { multipart } from "./multipart";

let counter = 0;
/** An address nobody has used yet in this run. */
export function freshEmail(label = "invitee") {
  counter += 1;
  return `${label}.${process.pid}.${counter}.${Date.now()}@example.com`;
}

/** A small real PNG, as a browser would upload it. */
export async function pngBytes(width = 40, height = 30) {
  return sharp({ create: { width, height, channels: 3, background: "#1f6f8b" } })
    .png()
    .toBuffer();
}

/** The fields of a company's create form, with a logo and a cover, as multipart. */
export async function companyForm(overrides: Record<string, string> = {}) {
  const png = await pngBytes();
  return multipart({
    name: "Nile Crest Developments",
    nameArabic: "نايل كرست للتطوير",
    aboutFirstParagraph: "We build homes in the New Capital.",
    aboutFirstParagraphArabic: "نبني البيوت في العاصمة الجديدة.",
    aboutSecondParagraph: "Delivered on time since 2010.",
    aboutSecondParagraphArabic: "نسلّم في الموعد منذ ٢٠١٠.",
    facebookLink: "https://facebook.com/nilecrest",
    ...overrides,
    logo: { filename: "logo.png", contentType: "image/png", data: png },
    image: { filename: "cover.png", contentType: "image/png", data: png },
  });
}

/** The fields of a location's create form, with a logo and a card image, as multipart. */
export async function locationForm(overrides: Record<string, string> = {}) {
  const png = await pngBytes();
  return multipart({
    name: "Green River District",
    nameArabic: "حي النهر الأخضر",
    acres: "420",
    map: "https://maps.example/green-river",
    intro: "A district along the green river.",
    introArabic: "حي على امتداد النهر الأخضر.",
    aboutLocation: "Parks, schools and homes.",
    aboutLocationArabic: "حدائق ومدارس وبيوت.",
    futureVision: "A walkable district by 2030.",
    futureVisionArabic: "حي يُمشى فيه بحلول ٢٠٣٠.",
    mainFeatures: "Parks\nSchools",
    mainFeaturesArabic: "حدائق\nمدارس",
    ...overrides,
    logo: { filename: "logo.png", contentType: "image/png", data: png },
    locationCardImage: { filename: "card.png", contentType: "image/png", data: png },
  });
}

/** A location straight in the database, as the catalogue seed makes them. */
export async function insertLocation(db: Db, name = "Seeded District") {
  const [row] = await db
    .insert(locations)
    .values({
      name,
      nameArabic: "حي مزروع",
      logo: "/media/t/l.svg",
      locationCardImage: "/media/t/c.svg",
      acres: 100,
      map: "https://maps.example/seeded",
      aboutLocation: "About",
      aboutLocationArabic: "نبذة",
      futureVision: "Vision",
      futureVisionArabic: "رؤية",
      intro: "Intro",
      introArabic: "مقدمة",
      mainFeatures: ["Parks"],
      mainFeaturesArabic: ["حدائق"],
    })
    .returning();
  if (!row) throw new Error("location not inserted");
  return row;
}

/** An invitation straight in the database, and the token its link would carry. */
export async function insertInvitation(
  db: Db,
  input: {
    email?: string;
    role: PartnerRole | CompanyRole;
    companyId: number | null;
    invitedBy: number;
    expiresAt?: Date;
  },
) {
  const token = randomBytes(32).toString("base64url");
  const email = input.email ?? freshEmail();
  const [row] = await db
    .insert(partnerInvitations)
    .values({
      tokenHash: createHash("sha256").update(token).digest("hex"),
      emailKey: email.toLowerCase(),
      role: input.role,
      companyId: input.companyId,
      invitedBy: input.invitedBy,
      expiresAt: input.expiresAt ?? new Date(Date.now() + 7 * 24 * 3600 * 1000),
    })
    .returning();
  if (!row) throw new Error("invitation not inserted");
  return { token, email, row };
}

export async function insertFeedback(db: Db, companyId: number, userId: number, text = "Great developer") {
  const [row] = await db.insert(feedbacks).values({ companyId, userId, text }).returning();
  if (!row) throw new Error("feedback not inserted");
  return row;
}
