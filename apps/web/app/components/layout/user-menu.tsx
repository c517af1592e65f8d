import type { User } from "@capital/contract/user";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useI18n } from "../../i18n/language-context";
import { useLocalizedNavigate } from "../../i18n/localized-link";
import { useSession } from "../../session/session-context";
import { Avatar } from "../avatar";
import { Icon } from "../icon/icon";

const item =
  "cursor-pointer rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900";

/** The signed-in menu of SPEC.md section 2: Manage Account, Saved, Sign Out. */
export default function UserMenu({ user }: { user: User }) {
  const { t, language } = useI18n();
  const { signOut } = useSession();
  const navigate = useLocalizedNavigate();
  return (
    // Not modal and not portalled: the menu opens inside the top bar's banner landmark and leaves
    // the page readable around it, as a menu button's menu does (WAI-ARIA menu button pattern).
    <DropdownMenu.Root dir={language === "ar" ? "rtl" : "ltr"} modal={false}>
      <DropdownMenu.Trigger className="flex items-center gap-2 rounded-full py-1 ps-1 pe-2 hover:bg-brand-50">
        {/* Named by its content, so the name holds what is seen (WCAG 2.5.3), initials aside. */}
        <span className="sr-only">{t.nav.accountMenu}: </span>
        <Avatar name={user.name} picture={user.profilePicture} size={32} />
        <bdi className="sr-only max-w-32 truncate font-bold text-sm sm:not-sr-only">{user.name}</bdi>
        <Icon name="chevron-down" className="hidden size-4 sm:block" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        collisionPadding={12}
        className="z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        <DropdownMenu.Item className={item} onSelect={() => navigate("/me")}>
          {t.nav.manageAccount}
        </DropdownMenu.Item>
        <DropdownMenu.Item className={item} onSelect={() => navigate("/favourite")}>
          {t.nav.saved}
        </DropdownMenu.Item>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
        <DropdownMenu.Item
          className={item}
          onSelect={async () => {
            await signOut();
            navigate("/");
          }}
        >
          {t.nav.signOut}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
