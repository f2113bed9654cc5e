import type { ComponentType, ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useSession } from 'shared';

/** Whose things a back-office list shows: the active institution's, or every institution's for the platform admin (no `institutionId`). */
export interface InstitutionScope {
  isAdmin: boolean;
  institutionId?: number;
}

type Session = ReturnType<typeof useSession>;

export interface InstitutionScopedProps {
  /** Whether the signed-in account may use the list (e.g. `mayManageArticles`). */
  may: (session: Session) => boolean;
  /** What others see instead (a 403 Result). */
  forbidden: ReactNode;
  list: ComponentType<InstitutionScope>;
}

/** A list of the active institution (文章列表, 视频列表 …): drawn anew from scratch when the active institution changes. */
export const InstitutionScoped = observer(function InstitutionScoped({ may, forbidden, list: List }: InstitutionScopedProps) {
  const session = useSession();
  if (!may(session)) return <>{forbidden}</>;
  return <List key={session.isAdmin ? 'admin' : session.activeInstitutionId} isAdmin={session.isAdmin} institutionId={session.isAdmin ? undefined : session.activeInstitutionId} />;
});
