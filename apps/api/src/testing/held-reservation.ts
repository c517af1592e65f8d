import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import { projects } from "../db/schema";
import { bearer, signUp } from "./accounts";
import { insertCatalogueFixture } from "./catalogue-fixture";

/** A new buyer's running hold, through the API, on a new unit of `companyId`'s: its id, reference and buyer. */
export async function heldReservation(app: FastifyInstance, db: Db, companyId: number) {
  const { compound, units } = await insertCatalogueFixture(db, 1);
  await db.update(projects).set({ implementingCompanyId: companyId }).where(eq(projects.id, compound.id));
  const buyer = await signUp(app);
  const answer = await app.inject({
    method: "POST",
    url: "/api/v1/bookings/",
    payload: { units: [units[0]?.id], phone: "01012345678", note: "Call after 5" },
    headers: bearer(buyer.access),
  });
  if (answer.statusCode !== 201) throw new Error(`hold failed: ${answer.statusCode} ${answer.body}`);
  const [reservation] = answer.json().bookings;
  return {
    id: reservation.id as number,
    reference: reservation.reference as string,
    buyer,
    unitId: units[0]?.id ?? 0,
    projectId: compound.id,
  };
}
