import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import sharp from "sharp";
import { projects } from "../../db/schema";
import { isPublished } from "../../publication/published";

const WIDTH = 1200;
const HEIGHT = 630;

/**
 * Link previews (WhatsApp, Facebook) do not show SVG, so a project's picture is rendered once to a
 * 1200×630 PNG and kept beside the other media.
 */
const ogImages: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>(
    "/media/og/projects/:file",
    { schema: { hide: true } },
    async (request, reply) => {
      const id = Number(/^(\d{1,9})\.png$/.exec(request.params.file)?.[1]);
      if (!Number.isInteger(id) || id <= 0) return reply.callNotFound();
      const cached = path.join(app.env.mediaDir, "og", "projects", `${id}.png`);
      // A draft has no preview, even one made while it was published.
      const [project] = await app.db
        .select({ image: projects.projectImage })
        .from(projects)
        .where(and(eq(projects.id, id), isPublished));
      if (!project) return reply.callNotFound();
      if (!existsSync(cached)) {
        const source = project.image.startsWith("/media/")
          ? path.join(app.env.mediaDir, project.image.slice(7))
          : null;
        if (!source || source.includes("..") || !existsSync(source)) return reply.callNotFound();
        const png = await sharp(source, { density: 150 })
          .resize(WIDTH, HEIGHT, { fit: "cover" })
          .png()
          .toBuffer();
        await mkdir(path.dirname(cached), { recursive: true });
        await writeFile(cached, png);
      }
      reply.header("cache-control", "public, max-age=86400").type("image/png");
      return readFile(cached);
    },
  );
};

export default ogImages;
