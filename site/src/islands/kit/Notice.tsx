// A screen's message after an action (a toggle, a save, a failed mark-as-read): an alert for failures,
// a status for successes, until the next action or its close button.
import { useCallback, useState } from 'react';
import { useText } from './i18n';
import './notice.css';

export type NoticeValue = { kind: 'success' | 'error'; text: string } | null;

export function useNotice() {
  const [notice, setNotice] = useState<NoticeValue>(null);
  return {
    notice,
    success: useCallback((text: string) => setNotice({ kind: 'success', text }), []),
    error: useCallback((text: string) => setNotice({ kind: 'error', text }), []),
    clear: useCallback(() => setNotice(null), []),
  };
}

export function Notice({ notice, onClose }: { notice: NoticeValue; onClose: () => void }) {
  const { t } = useText();
  return (
    <div role={notice?.kind === 'error' ? 'alert' : 'status'} aria-live="polite" className="notice-slot">
      {notice ? (
        <p className={`form-status ${notice.kind} notice`}>
          <span>{notice.text}</span>
          <button type="button" className="notice-close" onClick={onClose} aria-label={t('common.close')}>
            ×
          </button>
        </p>
      ) : null}
    </div>
  );
}
