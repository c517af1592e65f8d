import type { EmblaCarouselType } from "embla-carousel";
import { useEffect, useState } from "react";

/** How many pages (scroll snaps) an embla carousel has, and which one shows, for its dots. */
export function useCarouselPages(embla: EmblaCarouselType | undefined) {
  const [pages, setPages] = useState(1);
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setPages(embla.scrollSnapList().length);
      setSelected(embla.selectedScrollSnap());
    };
    update();
    embla.on("select", update).on("reInit", update);
    return () => void embla.off("select", update).off("reInit", update);
  }, [embla]);
  return { pages, selected };
}
