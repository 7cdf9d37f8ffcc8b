// "Export CSV": downloads what a list shows, as the server writes it (UTF-8 with BOM, formulas
// neutralised), with the session's token. A failure shows through onError (the screen's alert).
import { useState } from 'react';
import { apiDownload, failureText } from '../kit/http';
import { useText } from '../kit/i18n';

export function ExportButton({
  path,
  fileName,
  onError,
}: {
  /** API path with the list's filters in the query. */
  path: string;
  fileName: string;
  onError: (text: string) => void;
}) {
  const { t, lang } = useText();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await apiDownload(path, { lang, auth: true }, fileName);
    } catch (error) {
      onError(t('admin.exportFailed', { detail: failureText(error, lang) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="button button-outline"
      onClick={download}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy ? t('admin.exporting') : t('admin.export')}
    </button>
  );
}
