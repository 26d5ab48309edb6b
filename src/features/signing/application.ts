// The partner's own applications, as the step pages and 签约提醒 read them.
import { applyList } from '../../api/contract';
import type { Application } from '../../api/types';

/** The partner's applications, newest first (one page holds them: a partner has few). */
export async function myApplications(): Promise<Application[]> {
  return (await applyList({ scope: 'mine', pageSize: 50 })).list;
}

export async function myApplication(applyId: number): Promise<Application | undefined> {
  return (await myApplications()).find((a) => a.id === applyId);
}
