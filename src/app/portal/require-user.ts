import { redirect } from 'next/navigation';
import { currentUser, type SessionUser } from '~/server/auth';

/** Every portal page calls this itself (a layout alone does not re-check on client navigation). */
export async function requireUser(path: string): Promise<SessionUser> {
  const user = await currentUser();
  if (!user) redirect(path === '/portal' ? '/signin' : `/signin?next=${encodeURIComponent(path)}`);
  return user;
}
