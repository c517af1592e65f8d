import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from "embla-carousel";
import { useEffect, useState } from "react";
import { whenIdle } from "../lib/when-idle";

/**
 * Embla on a carousel's viewport, as embla-carousel-react's hook gives it, but fetched once the
 * page is idle: the first slides are already in the server's HTML, so the library is needed only
 * to move them. `plugins` loads the plugins the same way. Changed options start a new carousel.
 */
export function useEmbla(
  options: EmblaOptionsType,
  plugins?: () => Promise<EmblaPluginType[]>,
): [(viewport: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const optionsKey = JSON.stringify(options);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `plugins` is read once per carousel, like the options it goes with.
  useEffect(() => {
    if (!viewport) return;
    let carousel: EmblaCarouselType | undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(async () => {
      const [{ default: EmblaCarousel }, loadedPlugins] = await Promise.all([
        import("embla-carousel"),
        plugins?.() ?? [],
      ]);
      if (cancelled) return;
      carousel = EmblaCarousel(viewport, JSON.parse(optionsKey) as EmblaOptionsType, loadedPlugins);
      // Embla moves the track with a 2D transform, which the browser paints again on every frame of
      // a slide (photos scaled under a gradient: most of an idle home page's processor time, in
      // Chromium painting without a GPU). As a layer of its own it is painted once and only moved.
      carousel.containerNode().style.willChange = "transform";
      setEmbla(carousel);
    });
    return () => {
      cancelled = true;
      cancelIdle();
      carousel?.containerNode().style.removeProperty("will-change");
      carousel?.destroy();
      setEmbla(undefined);
    };
  }, [viewport, optionsKey]);
  return [setViewport, embla];
}
