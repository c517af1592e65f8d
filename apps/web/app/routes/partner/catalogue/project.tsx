import type { PartnerProject } from "@capital/contract/partner-catalogue";
import { useCallback, useEffect, useState } from "react";
import { useParams } from "react-router";
import { primaryButton, secondaryButton } from "../../../components/button-styles";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { useI18n } from "../../../i18n/language-context";
import { ApiRequestError } from "../../../lib/api-client";
import { fill, isolated } from "../../../lib/fill";
import { useBrowserApi } from "../../../lib/use-api";
import { usePartner } from "../../../partner/partner-context";
import { FormMessage, useApiForm } from "../../../partner/partner-form";
import { PartnerMissing } from "../../../partner/partner-missing";
import { GalleryPanel } from "./gallery-panel";
import { GeneratorPanel } from "./generator-panel";
import { ImportPanel } from "./import-panel";
import { ProgressPanel } from "./progress-panel";
import { ProjectDetailsPanel } from "./project-details";
import { BuildingsPanel, MallFloorsPanel } from "./structure-panel";
import { UnitsPanel } from "./units-panel";

/**
 * /partner/projects/:id: a project's buildings or mall floors, its units (one at a time, many at
 * once, from a file), its photos, its construction progress and its publication.
 */
export default function PartnerProjectPage() {
  const { id = "" } = useParams();
  const { p, me, accessToken } = usePartner();
  const { language } = useI18n();
  const api = useBrowserApi();
  const [project, setProject] = useState<PartnerProject | null>(null);
  const [missing, setMissing] = useState(false);
  const [failed, setFailed] = useState(false);
  // Bumped when units arrive from the generator or a file, so the units list reads them.
  const [unitsVersion, setUnitsVersion] = useState(0);
  const [published, setPublished] = useState<string | null>(null);
  const publish = useApiForm();
  // Taking a project off the marketplace hides it from buyers at once: it is asked first.
  const [askingUnpublish, setAskingUnpublish] = useState(false);
  const pc = p.catalogue;

  const reload = useCallback(async () => {
    try {
      setProject(
        await api.get("/partner/projects/:id/", { params: { id }, accessToken: await accessToken() }),
      );
      setFailed(false);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) setMissing(true);
      else setFailed(true);
    }
  }, [api, accessToken, id]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const unitsArrived = useCallback(async () => {
    setUnitsVersion((version) => version + 1);
    await reload();
  }, [reload]);

  if (missing)
    return <PartnerMissing title={pc.notFound} back={{ to: "/partner/projects", label: pc.all }} />;
  if (failed && !project) return <FormMessage text={p.common.failed} />;
  if (!project) return <p role="status">{p.loading}</p>;
  const manages = me.role !== "sales";

  async function togglePublished(current: PartnerProject) {
    setPublished(null);
    const path = current.publishedAt ? "/partner/projects/:id/unpublish/" : "/partner/projects/:id/publish/";
    const changed = await publish.run(
      async () => api.post(path, { params: { id }, accessToken: await accessToken() }),
      p.common.failed,
    );
    setAskingUnpublish(false);
    if (!changed) return;
    setProject(changed);
    setPublished(changed.publishedAt ? pc.publishedNotice : pc.unpublishedNotice);
  }

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="font-bold text-2xl text-brand-900">
            <bdi>{language === "ar" ? project.nameArabic : project.name}</bdi>
          </h1>
          <p className="text-slate-600">
            {pc.types[project.type]}
            {" — "}
            <span
              className={`rounded-full px-2 py-0.5 text-xs ${project.publishedAt ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900"}`}
            >
              {project.publishedAt ? pc.published : pc.draft}
            </span>
          </p>
        </div>
        {manages && (
          <div className="flex flex-col items-end gap-2">
            <button
              type="button"
              className={project.publishedAt ? secondaryButton : primaryButton}
              disabled={publish.busy}
              onClick={() => (project.publishedAt ? setAskingUnpublish(true) : togglePublished(project))}
            >
              {project.publishedAt ? pc.unpublish : pc.publish}
            </button>
          </div>
        )}
      </header>
      <ConfirmDialog
        open={askingUnpublish}
        onOpenChange={setAskingUnpublish}
        title={fill(pc.unpublishTitle, {
          name: isolated(language === "ar" ? project.nameArabic : project.name),
        })}
        description={pc.unpublishWarning}
        confirmLabel={pc.unpublishConfirm}
        cancelLabel={pc.keepPublished}
        busy={publish.busy}
        onConfirm={() => void togglePublished(project)}
      />
      <FormMessage text={publish.formError} />
      <FormMessage text={published} tone="success" />
      {manages && <ProjectDetailsPanel key={project.id} project={project} onSaved={setProject} />}
      {project.type === "compound" ? (
        <BuildingsPanel project={project} manages={manages} onDone={reload} />
      ) : (
        <MallFloorsPanel project={project} manages={manages} onDone={reload} />
      )}
      <UnitsPanel project={project} version={unitsVersion} onChanged={reload} />
      <GeneratorPanel project={project} onDone={unitsArrived} />
      <ImportPanel projectId={project.id} onDone={unitsArrived} />
      {manages && <GalleryPanel project={project} onDone={reload} />}
      <ProgressPanel projectId={project.id} />
    </div>
  );
}
