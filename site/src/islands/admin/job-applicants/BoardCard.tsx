// One applicant on the pipeline board: name (a link to the details), experience, applied date and the
// start of the remarks. The grip button picks the card up with Space or Enter (dnd-kit's keyboard
// sensor); a pointer can drag the whole card. A card whose new status is being saved cannot be moved.
// With a selection, a box before the name selects the card for the bulk status change.
import type { PointerEventHandler } from 'react';
import { useDraggable } from '@dnd-kit/core';
import type { Applicant } from '@crestline/contracts/applicants';
import { RECORD_PAGES, recordPath } from '@crestline/contracts/site-paths';
import { SelectBox } from '../../admin-kit/select-column';
import { formatDate } from '../../kit/format';
import { useText } from '../../kit/i18n';
import { columnOf, type CardData } from './board-keyboard';
import { experienceLabel, fullName } from './columns';

const REMARKS_EXCERPT = 80;

export const excerpt = (text: string | null | undefined, max = REMARKS_EXCERPT) => {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
};

export interface CardSelection {
  isSelected: (a: Applicant) => boolean;
  toggle: (a: Applicant, on: boolean) => void;
}

export function BoardCard(props: { applicant: Applicant; saving: boolean; selection?: CardSelection }) {
  const { applicant: a, saving, selection } = props;
  const { t, lang } = useText();
  const name = fullName(a);
  const data: CardData = { name, status: columnOf(a.status) };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: a._id,
    data,
    disabled: saving,
    attributes: { roleDescription: t('admin.board.roleDescription') },
  });
  const remarks = excerpt(a.remarks);
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'board-card dragging' : 'board-card'}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
      // The whole card follows a pointer; only the grip takes the keyboard (dnd-kit ignores a second
      // activation of the same press).
      onPointerDown={listeners?.onPointerDown as PointerEventHandler<HTMLLIElement> | undefined}
      aria-busy={saving || undefined}
    >
      <div className="board-card-head">
        {selection ? (
          <SelectBox
            className="board-select"
            label={t('admin.bulk.selectRow', { name })}
            checked={selection.isSelected(a)}
            onChange={(on) => selection.toggle(a, on)}
          />
        ) : null}
        <a href={recordPath(lang, RECORD_PAGES.applicantDetails, a._id)}>{name}</a>
        <button
          type="button"
          className="board-handle"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('admin.board.move', { name })}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      </div>
      <dl className="board-card-facts">
        <dt>{t('admin.col.bpoExperience')}</dt>
        <dd>{experienceLabel(t, a.yearsOfCallCenterExperience)}</dd>
        <dt>{t('admin.col.customerServiceExperience')}</dt>
        <dd>{experienceLabel(t, a.yearsOfCustomerServiceExperience)}</dd>
      </dl>
      <p className="board-card-date">
        {t('admin.col.appliedDate')}: <time dateTime={a.createdAt}>{formatDate(lang, a.createdAt)}</time>
      </p>
      {remarks ? (
        <p className="board-card-remarks">
          <span className="sr-only">{t('admin.board.remarks')}: </span>
          {remarks}
        </p>
      ) : null}
      {saving ? (
        <p className="board-card-saving" role="status">
          {t('admin.board.saving', { name })}
        </p>
      ) : null}
    </li>
  );
}
