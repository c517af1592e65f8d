import type { ProjectType } from "@capital/contract/catalogue";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { companies, locations, projects } from "../../db/schema";
import { isPublished } from "../../publication/published";
import { projectGallery } from "../../units/project-gallery";

/** The fields every project page shares (SPEC.md "Project, common fields"), with its company and location. */
export async function findProject(db: Db, id: number, type: ProjectType) {
  const [row] = await db
    .select({
      project: projects,
      company: {
        companyId: companies.id,
        name: companies.name,
        nameArabic: companies.nameArabic,
        logo: companies.logo,
      },
      location: {
        id: locations.id,
        name: locations.name,
        nameArabic: locations.nameArabic,
        map: locations.map,
        aboutLocation: locations.aboutLocation,
        aboutLocationArabic: locations.aboutLocationArabic,
      },
    })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.implementingCompanyId))
    .innerJoin(locations, eq(locations.id, projects.locationId))
    .where(and(eq(projects.id, id), eq(projects.type, type), isPublished));
  if (!row) return undefined;
  const p = row.project;
  const gallery = await projectGallery(db, id);
  return {
    row: p,
    common: {
      id: p.id,
      name: p.name,
      nameArabic: p.nameArabic,
      address: p.address,
      addressArabic: p.addressArabic,
      backgroundImage: p.backgroundImage,
      projectImage: p.projectImage,
      latestProjectImage: p.latestProjectImage,
      distance: p.distance,
      implementingCompany: row.company,
      acres: p.acres,
      intro: p.intro,
      introArabic: p.introArabic,
      importantAreas: p.importantAreas,
      importantAreasArabic: p.importantAreasArabic,
      features: p.features,
      featuresArabic: p.featuresArabic,
      location: row.location,
      deliveryDate: p.deliveryDate,
      gallery,
    },
  };
}
