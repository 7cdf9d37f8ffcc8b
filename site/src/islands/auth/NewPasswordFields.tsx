// The new password and its confirmation, as the reset and change-password forms ask for them.
import { TextField } from '../kit/form';
import { useText } from '../kit/i18n';

export function NewPasswordFields({ onInput }: { onInput: () => void }) {
  const { t } = useText();
  return (
    <>
      <TextField
        name="password"
        label={t('panel.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('panel.passwordHint')}
        required
        onInput={onInput}
      />
      <TextField
        name="confirmPassword"
        label={t('panel.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        required
        onInput={onInput}
      />
    </>
  );
}
