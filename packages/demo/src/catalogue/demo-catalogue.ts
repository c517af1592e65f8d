import type { Db } from "@capital/api/db/client";
import { companies } from "@capital/api/db/schema";
import type { SeedOptions, SeedSummary } from "@capital/api/seeding/demo-seeder";
import { CATEGORY_VALUES } from "@capital/contract/catalogue";
import { sql } from "drizzle-orm";
import { renderCategoryImage } from "../drawings/category-render";
import { MediaLibrary, writeMediaFiles } from "../drawings/media-library";
import { CatalogueWriter, ID_TABLES } from "./catalogue-writer";
import { writeCommunity } from "./demo-community";
import { writeDemoReservations } from "./demo-reservations";
import { writeDemoStructure } from "./demo-structure";
import { writeDemoTrackRecord, writeSitePhotos } from "./demo-track-record";
import { writeExtraProjects } from "./large-catalogue";
import { createRandom, hashSeed } from "./random";
import { createSeedSlotsTable } from "./seed-slots";
import {
  insertPaymentPlans,
  insertUnits,
  markVillaAvailability,
  RENDERS_PER_CATEGORY,
  syncSequence,
} from "./unit-generator";

/** The same seed gives the same catalogue and the same images, run after run. */
const DEMO_SEED = 20260101;

export async function isCatalogueSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: companies.id }).from(companies).limit(1);
  return rows.length > 0;
}

/**
 * Writes the demo catalogue (and, with `units`, a larger one) in one transaction, so a failed seed
 * leaves nothing behind, then its images into the media dir.
 */
export async function seedDemoCatalogue(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const progress = options.onProgress ?? (() => {});
  const summary = await db.transaction(async (tx) => {
    // A catalogue written wholesale is nobody's news: no buyer is alerted of its units (migration 0017).
    await tx.execute(sql`select set_config('capital.alert_changes', 'off', true)`);
    const random = createRandom(DEMO_SEED);
    const media = new MediaLibrary();
    await createSeedSlotsTable(tx);
    const writer = await CatalogueWriter.open(tx);
    const demo = await writeDemoStructure({ writer, media, random: random.fork("demo") });
    const extra =
      options.units === undefined
        ? { malls: 0, compounds: 0 }
        : await writeExtraProjects({ writer, media, random: random.fork("extra") }, demo, options.units);
    addCategoryRenders(media);
    const chunks = await writer.finish();
    progress(`structure: ${writer.count("projects")} projects, ${writer.count("slots")} unit runs`);

    for (const chunk of chunks) {
      await insertUnits(tx, chunk, writer.firstIds.units);
      await insertPaymentPlans(tx, chunk.fromUnit, chunk.toUnit);
      progress(`units ${chunk.toUnit - writer.firstIds.units + 1} of ${writer.count("units")}`);
    }
    // Fresh statistics before anything reads the units back (reservations, villa availability):
    // planned on the empty tables' figures, those reads crawl through a large catalogue.
    if (options.units !== undefined) await analyzeCatalogue(tx);
    for (const table of ID_TABLES) await syncSequence(tx, table);

    const community = await writeCommunity(tx, media, random.fork("community"), demo.companies);
    const reserved = await writeDemoReservations(tx, writer.firstIds.units);
    progress(`reservations: ${reserved} units held, reserved or sold by demo buyers`);
    const sitePhotos = await writeDemoTrackRecord(tx);
    await markVillaAvailability(tx, writer.firstIds.villas);
    const written = await writeMediaFiles(options.mediaDir, media.entries());
    progress(`images: ${written} files`);
    progress(`construction photos: ${await writeSitePhotos(options.mediaDir, sitePhotos)} files`);
    return {
      companies: writer.count("companies"),
      locations: writer.count("locations"),
      malls: demo.malls.length + extra.malls,
      compounds: demo.compounds.length + extra.compounds,
      units: writer.count("units"),
      reviews: community.reviews,
      feedbacks: community.feedbacks,
    };
  });
  if (options.units !== undefined) {
    // And again once committed, with the reservations and availability written.
    await analyzeCatalogue(db);
    progress("analyze");
  }
  return summary;
}

/** Fresh statistics, so the planner knows the tables just grew. */
function analyzeCatalogue(db: Pick<Db, "execute">) {
  return db.execute(sql`analyze units, payment_plans, projects, mall_floors, blocks, block_floors, villas`);
}

function addCategoryRenders(media: MediaLibrary) {
  for (const category of CATEGORY_VALUES) {
    for (let variant = 1; variant <= RENDERS_PER_CATEGORY; variant++) {
      media.add(`renders/${category}/${variant}.svg`, () =>
        renderCategoryImage({ category, seed: hashSeed(`${category} ${variant}`) }),
      );
    }
  }
}
