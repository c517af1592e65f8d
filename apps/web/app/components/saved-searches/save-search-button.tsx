import { useState } from "react";
import { useI18n } from "../../i18n/language-context";
import { Icon } from "../icon/icon";
import { lazyDialog } from "../lazy-dialog";
import type { SaveSearchModalProps } from "./save-search-modal";

const SaveSearchModal = lazyDialog<SaveSearchModalProps>(
  () => import("./save-search-modal"),
  (props) => props.open,
);

/**
 * "Save this search" on a search page (issue 21): the page's address is the search, kept with a
 * name and how often to be told of new matches. The dialog's code loads once the page is idle.
 */
const TONES = {
  onDark: "border-white/80 text-white hover:bg-white/10",
  onLight: "border-brand-700 text-brand-700 hover:bg-brand-50",
};

export function SaveSearchButton({
  suggestedName,
  tone = "onDark",
}: {
  suggestedName: string;
  tone?: keyof typeof TONES;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={`inline-flex items-center gap-2 rounded-full border-2 px-4 py-2 font-bold text-sm ${TONES[tone]}`}
      >
        <Icon name="bell" className="size-4" />
        {t.savedSearches.save}
      </button>
      <SaveSearchModal open={open} suggestedName={suggestedName} onClose={() => setOpen(false)} />
    </>
  );
}
