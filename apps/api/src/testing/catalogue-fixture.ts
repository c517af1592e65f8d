import type { Db } from "../db/client";
import {
  blockFloors,
  blocks,
  companies,
  locations,
  mallFloors,
  paymentPlans,
  projects,
  units,
} from "../db/schema";

/** The smallest catalogue a test can book from: one company, location, compound, block, floor and units. */
export async function insertCatalogueFixture(db: Db, unitCount = 3) {
  const [company] = await db
    .insert(companies)
    .values({
      name: "Test Developments",
      nameArabic: "تست للتطوير",
      logo: "/media/t/logo.svg",
      image: "/media/t/image.svg",
      rating: 4.5,
      aboutFirstParagraph: "About",
      aboutFirstParagraphArabic: "نبذة",
      aboutSecondParagraph: "More",
      aboutSecondParagraphArabic: "المزيد",
    })
    .returning();
  const [location] = await db
    .insert(locations)
    .values({
      name: "R7",
      nameArabic: "الحي السابع",
      logo: "/media/t/l.svg",
      locationCardImage: "/media/t/c.svg",
      acres: 100,
      map: "https://maps.example/r7",
      aboutLocation: "A",
      aboutLocationArabic: "أ",
      futureVision: "F",
      futureVisionArabic: "ف",
      intro: "I",
      introArabic: "م",
      mainFeatures: ["Parks"],
      mainFeaturesArabic: ["حدائق"],
    })
    .returning();
  if (!company || !location) throw new Error("fixture failed");
  const [compound] = await db
    .insert(projects)
    .values({
      type: "compound",
      name: "Test Gardens",
      nameArabic: "حدائق تست",
      address: "R7, New Capital",
      addressArabic: "الحي السابع، العاصمة الجديدة",
      backgroundImage: "/media/t/bg.svg",
      projectImage: "/media/t/p.svg",
      latestProjectImage: "/media/t/lp.svg",
      distance: 2.5,
      implementingCompanyId: company.id,
      locationId: location.id,
      acres: 20,
      intro: "Intro",
      introArabic: "مقدمة",
      importantAreas: ["Monorail"],
      importantAreasArabic: ["المونوريل"],
      features: ["Pool"],
      featuresArabic: ["حمام سباحة"],
      layout: "/media/t/layout.svg",
    })
    .returning();
  if (!compound) throw new Error("fixture failed");
  const [block] = await db
    .insert(blocks)
    .values({
      compoundId: compound.id,
      kind: "apartments",
      blockNumber: "B1",
      blockNumberArabic: "عمارة ١",
      buildingFloors: 5,
    })
    .returning();
  if (!block) throw new Error("fixture failed");
  const [floor] = await db
    .insert(blockFloors)
    .values({
      blockId: block.id,
      number: 2,
      area: 600,
      layout: "/media/t/f.svg",
      features: ["Lift"],
      featuresArabic: ["مصعد"],
    })
    .returning();
  if (!floor) throw new Error("fixture failed");
  const inserted = await db
    .insert(units)
    .values(
      Array.from({ length: unitCount }, (_, i) => ({
        projectId: compound.id,
        blockFloorId: floor.id,
        floor: 2,
        name: `Apartment 2-0${i + 1}`,
        nameArabic: `شقة ٢-٠${i + 1}`,
        category: "apartment" as const,
        type: "residential" as const,
        finishing: "full" as const,
        roomsNumber: 3,
        area: 150,
        pricePerMeter: 50_000,
        totalPrice: 7_500_000,
        unitImage: "/media/t/u.svg",
      })),
    )
    .returning();
  await db.insert(paymentPlans).values(inserted.map((u) => ({ unitId: u.id, deposit: 10, years: 8 })));
  return { company, location, compound, block, floor, units: inserted };
}

/** A mall with a commercial and a medical floor, and a few units on each, for the same company and location. */
export async function insertMallFixture(db: Db, companyId: number, locationId: number) {
  const [mall] = await db
    .insert(projects)
    .values({
      type: "mall",
      name: "Test Mall",
      nameArabic: "مول تست",
      address: "Downtown, New Capital",
      addressArabic: "داون تاون، العاصمة الجديدة",
      backgroundImage: "/media/t/mbg.svg",
      projectImage: "/media/t/mp.svg",
      latestProjectImage: "/media/t/mlp.svg",
      distance: 1.5,
      implementingCompanyId: companyId,
      locationId,
      acres: 5,
      intro: "A mall",
      introArabic: "مول",
      importantAreas: ["Iconic Tower"],
      importantAreasArabic: ["البرج الأيقوني"],
      features: ["Parking"],
      featuresArabic: ["جراج"],
      buildingFloors: 2,
      popularBrandsImage: "/media/t/brands.svg",
    })
    .returning();
  if (!mall) throw new Error("fixture failed");
  const floors = await db
    .insert(mallFloors)
    .values([
      {
        mallId: mall.id,
        tag: "commercial",
        number: 0,
        area: 2000,
        layout: "/media/t/f0.svg",
        features: ["Shops"],
        featuresArabic: ["محلات"],
      },
      {
        mallId: mall.id,
        tag: "medical",
        number: 1,
        area: 1500,
        layout: "/media/t/f1.svg",
        features: ["Clinics"],
        featuresArabic: ["عيادات"],
      },
    ])
    .returning();
  const [ground, medical] = floors;
  if (!ground || !medical) throw new Error("fixture failed");
  const unit = (
    floorId: number,
    floor: number,
    name: string,
    category: "shops" | "clinics",
    totalPrice: number,
  ) => ({
    projectId: mall.id,
    mallFloorId: floorId,
    floor,
    name,
    nameArabic: name,
    category,
    type: "investment" as const,
    finishing: "half" as const,
    roomsNumber: 0,
    area: 50,
    pricePerMeter: totalPrice / 50,
    totalPrice,
    unitImage: `/media/t/${category}.svg`,
  });
  const mallUnits = await db
    .insert(units)
    .values([
      unit(ground.id, 0, "Shop G-01", "shops", 5_000_000),
      unit(ground.id, 0, "Shop G-02", "shops", 9_000_000),
      { ...unit(medical.id, 1, "Clinic 1-01", "clinics", 4_000_000), status: "reserved" as const },
    ])
    .returning();
  return { mall, floors, units: mallUnits };
}
