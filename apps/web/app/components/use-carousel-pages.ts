import type { EmblaCarouselType } from "embla-carousel";
import { useEffect, useState } from "react";

/**
 * An embla carousel's pages (scroll snaps) for its dots: how many, which one shows, and which
 * items each page scrolls to (1-based, first and last). A page holds as many items as the carousel
 * scrolls at the window's width: one on a phone, `perPage` where several fit. Before the carousel
 * starts (the server's HTML) pages are counted by `perPage`.
 */
export function useCarouselPages(embla: EmblaCarouselType | undefined, perPage: number, total: number) {
  const [pages, setPages] = useState(1);
  const [selected, setSelected] = useState(0);
  const [groups, setGroups] = useState<number[][]>([]);
  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setPages(embla.scrollSnapList().length);
      setSelected(embla.selectedScrollSnap());
      // The engine's registry says which slides belong to each snap; embla has no public call for it.
      setGroups(embla.internalEngine().slideRegistry);
    };
    update();
    embla.on("select", update).on("reInit", update);
    return () => void embla.off("select", update).off("reInit", update);
  }, [embla]);
  const items = (page: number): [first: number, last: number] => {
    const group = groups[page];
    if (group?.length) return [(group[0] ?? 0) + 1, (group[group.length - 1] ?? 0) + 1];
    return [page * perPage + 1, Math.min((page + 1) * perPage, total)];
  };
  return { pages, selected, items };
}
