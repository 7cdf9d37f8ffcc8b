// The pipeline board of /job/{id}/applicants: one column per applicant status (the statuses of the table's
// select, in their order) with its count, one card per applicant. Cards move between columns by dragging
// or with the keyboard (dnd-kit: Space or Enter on a card's grip, left/right arrows, Space or Enter to
// drop, Escape to cancel), announced to screen readers in the island's language. A drop on another
// column hands the move to the screen, which saves it like the table's status edit. Each card has a box that
// selects it for the screen's bulk status change, the same selection as the table's.
import { useId, useMemo } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import type { Applicant } from '@crestline/contracts/applicants';
import { APPLICANT_STATUSES, type ApplicantStatus } from '@crestline/contracts/enums';
import { useText, valueLabel } from '../../kit/i18n';
import { boardAnnouncements, boardInstructions, columnCoordinates, columnOf } from './board-keyboard';
import { BoardCard, type CardSelection } from './BoardCard';
import './board.css';

interface Props {
  applicants: readonly Applicant[];
  /** Ids of the applicants whose new status is being saved. */
  saving: ReadonlySet<string>;
  onMove: (applicant: Applicant, status: ApplicantStatus) => void;
  /** The bulk action's selection; without it the cards have no box. */
  selection?: CardSelection;
}

export function Board({ applicants, saving, onMove, selection }: Props) {
  const { t } = useText();
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on the card's link stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );
  const accessibility = useMemo(
    () => ({ announcements: boardAnnouncements(t), screenReaderInstructions: boardInstructions(t) }),
    [t],
  );
  const columns = useMemo(() => {
    const byStatus = new Map<ApplicantStatus, Applicant[]>(APPLICANT_STATUSES.map((s) => [s, []]));
    for (const a of applicants) byStatus.get(columnOf(a.status))?.push(a);
    return byStatus;
  }, [applicants]);

  const drop = ({ active, over }: DragEndEvent) => {
    const applicant = applicants.find((a) => a._id === active.id);
    if (!applicant || !over) return;
    const to = columnOf(String(over.id));
    if (to !== columnOf(applicant.status)) onMove(applicant, to);
  };

  return (
    <DndContext sensors={sensors} accessibility={accessibility} onDragEnd={drop}>
      <div className="board" role="region" aria-label={t('admin.board.label')} tabIndex={0}>
        {APPLICANT_STATUSES.map((status) => (
          <BoardColumn
            key={status}
            status={status}
            applicants={columns.get(status) ?? []}
            saving={saving}
            selection={selection}
          />
        ))}
      </div>
    </DndContext>
  );
}

function BoardColumn(props: {
  status: ApplicantStatus;
  applicants: Applicant[];
  saving: ReadonlySet<string>;
  selection?: CardSelection;
}) {
  const { status, applicants, saving, selection } = props;
  const { t } = useText();
  const headingId = useId();
  const { setNodeRef, isOver } = useDroppable({ id: status });
  return (
    <section
      ref={setNodeRef}
      className={isOver ? 'board-column over' : 'board-column'}
      aria-labelledby={headingId}
      data-status={status}
    >
      <h3 id={headingId} className="board-column-head">
        <span>{valueLabel(t, status)}</span>{' '}
        <span className="board-count">{t('admin.board.count', { count: applicants.length })}</span>
      </h3>
      {applicants.length === 0 ? (
        <p className="board-empty">{t('admin.board.emptyColumn')}</p>
      ) : (
        <ul className="board-cards">
          {applicants.map((a) => (
            <BoardCard key={a._id} applicant={a} saving={saving.has(a._id)} selection={selection} />
          ))}
        </ul>
      )}
    </section>
  );
}
