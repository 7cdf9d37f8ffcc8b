// A stored PDF (a resume, a contract) shown in the page through its signed link, with print and
// download. The link is short-lived and signed by the API; the file route allows same-origin framing.
import { useRef } from 'react';
import { useText } from '../kit/i18n';

export function PdfViewer({
  title,
  viewLink,
  downloadLink,
  emptyText,
}: {
  title: string;
  viewLink: string | null | undefined;
  downloadLink: string | null | undefined;
  emptyText: string;
}) {
  const { t } = useText();
  const frame = useRef<HTMLIFrameElement>(null);
  if (!viewLink) return <p className="data-table-state">{emptyText}</p>;
  const print = () => {
    const win = frame.current?.contentWindow;
    if (win) {
      win.focus();
      win.print();
    } else window.open(viewLink, '_blank', 'noopener');
  };
  return (
    <div className="pdf-viewer">
      <div className="pdf-actions">
        <button type="button" className="button button-outline" onClick={print}>
          {t('admin.applicants.print')}
        </button>
        {downloadLink ? (
          <a className="button" href={downloadLink} download>
            {t('admin.applicants.download')}
          </a>
        ) : null}
      </div>
      <iframe ref={frame} className="pdf-frame" src={viewLink} title={title} />
    </div>
  );
}
