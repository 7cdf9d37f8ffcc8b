// The admin's choice of view on /job/{id}/applicants, "table" or "board", remembered in this browser per
// admin (local storage key STORAGE_KEYS.applicantsView + the user id), so another admin signing in on
// the same browser gets their own choice. The table is the default.
import { useState } from 'react';
import { STORAGE_KEYS } from '@crestline/contracts/enums';
import { useSession } from '../../kit/session';
import { readJson, writeJson } from '../../kit/storage';

export const VIEWS = ['table', 'board'] as const;
export type View = (typeof VIEWS)[number];

const keyOf = (userId: string) => `${STORAGE_KEYS.applicantsView}${userId}`;

function storedView(userId: string | null): View {
  const value = userId ? readJson(keyOf(userId)) : null;
  return value === 'board' ? 'board' : 'table';
}

export function useViewChoice(): [View, (view: View) => void] {
  const session = useSession();
  const userId = session.status === 'in' ? session.user.id : null;
  const [choice, setChoice] = useState<{ userId: string | null; view: View }>(() => ({
    userId,
    view: storedView(userId),
  }));
  // Another admin signed in in this tab: their own choice.
  if (choice.userId !== userId) setChoice({ userId, view: storedView(userId) });
  const choose = (view: View) => {
    setChoice({ userId, view });
    if (userId) writeJson(keyOf(userId), view);
  };
  return [choice.userId === userId ? choice.view : storedView(userId), choose];
}
