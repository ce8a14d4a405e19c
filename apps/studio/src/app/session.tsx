import { createContext, useContext } from 'react';
import { queryOptions } from '@tanstack/react-query';
import type { StaffRole, StudioMe } from '@inphr/api';
import { get, setCsrfToken } from '../api/client';

export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: async () => {
    const me = await get<StudioMe>('me');
    setCsrfToken(me.csrfToken);
    return me;
  },
  staleTime: 60_000,
});

const MeContext = createContext<StudioMe | undefined>(undefined);
export const MeProvider = MeContext.Provider;

/** The signed-in account (inside the studio's layout, which is shown only when there is one). */
export function useMe(): StudioMe {
  const me = useContext(MeContext);
  if (!me) throw new Error('useMe outside the signed-in layout');
  return me;
}

/** What a role may do: the server decides; the screens only leave out what would be refused. */
export function can(role: StaffRole, action: 'edit' | 'admin'): boolean {
  return action === 'admin' ? role === 'admin' : role === 'admin' || role === 'editor';
}
