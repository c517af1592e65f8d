import { pageOf, pageWindow } from "@capital/contract/paging";
import type { PartnerLocation } from "@capital/contract/partner-locations";
import { partnerLocationsRoutes as routes } from "@capital/contract/routes/partner-locations-routes";
import { count, desc, eq, ilike, or } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { recordAudit } from "../../audit";
import type { Db } from "../../db/client";
import { locations } from "../../db/schema";
import { HttpError } from "../../http-error";
import { parseId } from "../../parse-id";
import { storeOwnedImage } from "./company-images";

type LocationRow = typeof locations.$inferSelect;

function toPartnerLocation(row: LocationRow): PartnerLocation {
  const { createdAt: _createdAt, ...location } = row;
  return location;
}

async function findLocation(db: Db, rawId: string) {
  const id = parseId(rawId, "locationNotFound");
  const [row] = await db.select().from(locations).where(eq(locations.id, id));
  if (!row) throw new HttpError(404, "locationNotFound");
  return row;
}

/** A search term matched literally: % and _ are not wildcards here. */
function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Locations of the public catalogue: operators list, add and edit them. */
const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routes.locations,
    onRequest: app.partnerOnly(["operator"]),
    handler: async (request) => {
      const { search } = request.query;
      const where = search
        ? or(
            ilike(locations.name, `%${escapeLike(search)}%`),
            ilike(locations.nameArabic, `%${escapeLike(search)}%`),
          )
        : undefined;
      const { limit, offset } = pageWindow(request.query);
      const [total, rows] = await Promise.all([
        app.db.select({ n: count() }).from(locations).where(where),
        app.db
          .select()
          .from(locations)
          .where(where)
          .orderBy(desc(locations.createdAt), desc(locations.id))
          .limit(limit)
          .offset(offset),
      ]);
      return pageOf(total[0]?.n ?? 0, request.query, rows.map(toPartnerLocation));
    },
  });

  app.route({
    ...routes.createLocation,
    onRequest: app.partnerOnly(["operator"]),
    config: { invalidates: "everything" },
    handler: async (request, reply) => {
      const { logo, locationCardImage, ...fields } = request.body;
      const created = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(locations)
          // The images are stored under the location's id, so it is made first with none.
          .values({ ...fields, logo: "", locationCardImage: "" })
          .returning();
        if (!row) throw new Error("location not created");
        const [withImages] = await tx
          .update(locations)
          .set({
            logo: await storeOwnedImage(app.env.mediaDir, "locations", row.id, "logo", logo),
            locationCardImage: await storeOwnedImage(
              app.env.mediaDir,
              "locations",
              row.id,
              "locationCardImage",
              locationCardImage,
            ),
          })
          .where(eq(locations.id, row.id))
          .returning();
        if (!withImages) throw new Error("location not created");
        await recordAudit(tx, request.partner, {
          action: "location.created",
          entity: "location",
          entityId: row.id,
          companyId: null,
          before: null,
          after: toPartnerLocation(withImages),
        });
        return withImages;
      });
      return reply.status(201).send(toPartnerLocation(created));
    },
  });

  app.route({
    ...routes.location,
    onRequest: app.partnerOnly(["operator"]),
    handler: async (request) => toPartnerLocation(await findLocation(app.db, request.params.id)),
  });

  app.route({
    ...routes.updateLocation,
    onRequest: app.partnerOnly(["operator"]),
    config: { invalidates: "everything" },
    handler: async (request) => {
      const location = await findLocation(app.db, request.params.id);
      const { logo, locationCardImage, ...fields } = request.body;
      const changes: Partial<LocationRow> = Object.fromEntries(
        Object.entries(fields).filter(([, value]) => value !== undefined),
      );
      if (logo)
        changes.logo = await storeOwnedImage(app.env.mediaDir, "locations", location.id, "logo", logo);
      if (locationCardImage) {
        changes.locationCardImage = await storeOwnedImage(
          app.env.mediaDir,
          "locations",
          location.id,
          "locationCardImage",
          locationCardImage,
        );
      }
      if (Object.keys(changes).length === 0) return toPartnerLocation(location);
      const updated = await app.db.transaction(async (tx) => {
        const [before] = await tx.select().from(locations).where(eq(locations.id, location.id)).for("update");
        const [after] = await tx
          .update(locations)
          .set(changes)
          .where(eq(locations.id, location.id))
          .returning();
        if (!before || !after) throw new HttpError(404, "locationNotFound");
        await recordAudit(tx, request.partner, {
          action: "location.updated",
          entity: "location",
          entityId: location.id,
          companyId: null,
          before: toPartnerLocation(before),
          after: toPartnerLocation(after),
        });
        return after;
      });
      return toPartnerLocation(updated);
    },
  });
};

export default locationRoutes;
