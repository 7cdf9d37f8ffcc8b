// The one modal of the islands, on the native <dialog> element opened with showModal(): the browser
// makes the page behind it inert and keeps focus inside; Escape closes it (through onClose, so the
// screen decides), focus returns to the control that opened it, and the page behind does not scroll.
// Contents are mounted only while open, so a form inside starts fresh each time.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useText } from './i18n';
import './modal.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Props {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons under the content. */
  footer?: ReactNode;
  /** 'side' slides in from the right edge (the login panel). */
  variant?: 'center' | 'wide' | 'side';
  /** A click on the dimmed backdrop closes the modal (default true). */
  closeOnBackdrop?: boolean;
  /** Text under the title, read with it by screen readers. */
  description?: ReactNode;
  className?: string;
}

export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  variant = 'center',
  closeOnBackdrop = true,
  description,
  className,
}: Props) {
  const { t } = useText();
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const el = dialog.current;
    if (!el || !open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!el.open) {
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', ''); // environments without <dialog> support (tests)
    }
    const overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    // The first field, else the first control, gets focus.
    const first =
      el.querySelector<HTMLElement>('[data-autofocus], input:not([type="hidden"]), select, textarea') ??
      el.querySelector<HTMLElement>('button, [href]');
    first?.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    // Escape closes and Tab wraps around inside, for the topmost modal only (a confirm opened over a
    // details modal closes first). The browser does both for showModal() too; this also covers browsers
    // and test environments without it.
    const onKeyDown = (event: KeyboardEvent) => {
      const open = document.querySelectorAll('dialog.modal[open]');
      if (open[open.length - 1] !== el) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = Array.from(el.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (item) => !item.closest('[hidden]'),
      );
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (!firstItem || !lastItem) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || !el.contains(active))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !el.contains(active))) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    el.addEventListener('cancel', onCancel);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      el.removeEventListener('cancel', onCancel);
      document.removeEventListener('keydown', onKeyDown);
      if (el.open && typeof el.close === 'function') el.close();
      el.removeAttribute('open');
      document.documentElement.style.overflow = overflow;
      const back = opener.current;
      const target = back && back.isConnected ? back : document.getElementById('main');
      target?.focus({ preventScroll: true });
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={dialog}
      className={`modal modal-${variant}${className ? ` ${className}` : ''}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${ids}-title`}
      aria-describedby={description ? `${ids}-description` : undefined}
      onClick={(e) => {
        // A click on the dialog element itself (not its contents) is a click on the backdrop.
        if (closeOnBackdrop && e.target === e.currentTarget) onClose();
      }}
    >
      <div className="modal-box">
        <div className="modal-head">
          <h2 id={`${ids}-title`} className="modal-title">
            {title}
          </h2>
          <button type="button" className="modal-close" onClick={onClose} aria-label={t('common.close')}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {description ? (
          <div id={`${ids}-description`} className="modal-description">
            {description}
          </div>
        ) : null}
        <div className="modal-body">{children}</div>
        {footer ? <div className="modal-foot">{footer}</div> : null}
      </div>
    </dialog>
  );
}
