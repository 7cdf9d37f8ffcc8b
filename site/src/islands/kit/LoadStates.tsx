// What a screen shows while its data loads, and when it could not be loaded: one look and one role for
// every screen (a status while loading, an alert on failure), so assistive technology hears them alike.
import type { ReactNode } from 'react';
import { useText } from './i18n';

export function Loading() {
  const { t } = useText();
  return (
    <p className="data-table-state" role="status">
      {t('common.loading')}
    </p>
  );
}

export function LoadFailed({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p className={className ? `form-status error ${className}` : 'form-status error'} role="alert">
      {children}
    </p>
  );
}
