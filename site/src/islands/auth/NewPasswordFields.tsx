// A new password and its confirmation, as sign-up, an admin invitation (a first password) and the reset
// and change-password forms (a new one) ask for them.
import { TextField } from '../kit/form';
import { useText } from '../kit/i18n';

export function NewPasswordFields({
  onInput,
  first = false,
}: {
  onInput?: () => void;
  /** The account's first password ("Password"), not a replacement ("New password"). */
  first?: boolean;
}) {
  const { t } = useText();
  return (
    <>
      <TextField
        name="password"
        label={t(first ? 'panel.password' : 'panel.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('panel.passwordHint')}
        required
        onInput={onInput}
      />
      <TextField
        name="confirmPassword"
        label={t(first ? 'panel.confirmPassword' : 'panel.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        required
        onInput={onInput}
      />
    </>
  );
}
