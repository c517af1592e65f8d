import type { DemoSeeder } from "@capital/api/seeding/demo-seeder";
import { isCatalogueSeeded, seedDemoCatalogue } from "./catalogue/demo-catalogue";
import { resetCatalogue } from "./catalogue/reset-catalogue";

/** What the API's seeding entry point loads (apps/api/src/seeding/demo-seeder.ts). */
export const demoSeeder: DemoSeeder = { isCatalogueSeeded, seedDemoCatalogue, resetCatalogue };
