import { readablePhone } from "@capital/contract/reservation-rules";
import type { User } from "@capital/contract/user";
import { Avatar } from "../../components/avatar";
import { Icon } from "../../components/icon/icon";
import { toLocalDigits } from "../../i18n/format";
import { useI18n } from "../../i18n/language-context";
import { EditableField } from "./editable-field";
import { useUpdateUser } from "./use-update-user";

export function PersonalDetails({ user }: { user: User }) {
  const { t, language } = useI18n();
  const update = useUpdateUser();
  // In the page's digits; edited the same way, since the API reads either.
  const phone = user.phone && toLocalDigits(readablePhone(user.phone), language);
  return (
    <section aria-labelledby="personal-heading">
      <h2 id="personal-heading" className="sr-only">
        {t.account.tabs.personal}
      </h2>
      <div className="flex items-center gap-4 pb-4">
        <Avatar name={user.name} picture={user.profilePicture} size={72} />
        <label className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 font-bold text-sm text-slate-700 focus-within:outline focus-within:outline-3 focus-within:outline-focus hover:bg-slate-50">
          <Icon name="camera" className="size-4" />
          {t.account.changePhoto}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void update("profilePicture", file);
              event.target.value = "";
            }}
          />
        </label>
      </div>
      <EditableField label={t.account.name} value={user.name} onSave={(v) => update("name", v)} />
      <EditableField
        label={t.account.email}
        value={user.email}
        locked={t.account.emailLocked}
        onSave={() => {}}
      />
      <EditableField
        label={t.account.phone}
        value={phone}
        // Its groups read left to right on an Arabic page too.
        display={phone ? <bdi dir="ltr">{phone}</bdi> : undefined}
        inputType="tel"
        onSave={(v) => update("phone", v)}
      />
      <EditableField
        label={t.account.gender}
        value={user.gender}
        display={user.gender ? t.account.genders[user.gender] : undefined}
        options={[
          { value: "male", label: t.account.genders.male },
          { value: "female", label: t.account.genders.female },
        ]}
        onSave={(v) => update("gender", v)}
      />
    </section>
  );
}
