// What the board's keyboard and screen readers use (dnd-kit): the left and right arrows carry a picked-up
// card to the neighbouring status column, and each step of a move is announced in the island's language.
import type { Announcements, KeyboardCoordinateGetter, ScreenReaderInstructions } from '@dnd-kit/core';
import { APPLICANT_STATUSES, type ApplicantStatus } from '@crestline/contracts/enums';
import { valueLabel, type Translate } from '../../kit/i18n';

/** The column of a status; an applicant without a known status is in the first column (Received). */
export const columnOf = (status: string | null | undefined): ApplicantStatus =>
  (APPLICANT_STATUSES as readonly string[]).includes(status ?? '')
    ? (status as ApplicantStatus)
    : APPLICANT_STATUSES[0];

/** What a draggable card carries: its applicant's name and column. */
export interface CardData {
  name: string;
  status: ApplicantStatus;
}

/** Left and right arrows: the card's top-left corner goes to the top of the neighbouring column. */
export const columnCoordinates: KeyboardCoordinateGetter = (event, { active, context }) => {
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  if (step === 0) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, over } = context;
  const data = active ? (context.active?.data.current as CardData | undefined) : undefined;
  const from = over ? columnOf(String(over.id)) : data?.status;
  if (!from || !collisionRect) return undefined;
  const to = APPLICANT_STATUSES[APPLICANT_STATUSES.indexOf(from) + step];
  const rect = to ? droppableRects.get(to) : undefined;
  if (!rect) return undefined;
  return { x: rect.left + (rect.width - collisionRect.width) / 2, y: rect.top };
};

export function boardInstructions(t: Translate): ScreenReaderInstructions {
  return { draggable: t('admin.board.instructions') };
}

/**
 * What screen readers hear while a card moves. Being over the column a card was picked up in is not
 * announced until the card has left it, so the pick-up message is not overwritten at once.
 */
export function boardAnnouncements(t: Translate): Announcements {
  const name = (data: unknown) => (data as CardData | undefined)?.name ?? '';
  const status = (id: unknown) => valueLabel(t, String(id));
  let left = false;
  return {
    onDragStart: ({ active }) => {
      left = false;
      return t('admin.board.picked', {
        name: name(active.data.current),
        status: status(active.data.current?.status),
      });
    },
    onDragOver: ({ active, over }) => {
      const data = active.data.current as CardData | undefined;
      if (!left && over?.id === data?.status) return undefined;
      left = true;
      return over
        ? t('admin.board.over', { name: name(data), status: status(over.id) })
        : t('admin.board.overNone', { name: name(data) });
    },
    onDragEnd: ({ active, over }) => {
      const data = active.data.current as CardData | undefined;
      if (!over) return t('admin.board.droppedNone', { name: name(data) });
      return over.id === data?.status
        ? t('admin.board.droppedSame', { name: name(data), status: status(over.id) })
        : t('admin.board.dropped', { name: name(data), status: status(over.id) });
    },
    onDragCancel: ({ active }) =>
      t('admin.board.cancelled', {
        name: name(active.data.current),
        status: status(active.data.current?.status),
      }),
  };
}
