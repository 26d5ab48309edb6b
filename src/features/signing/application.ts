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

/** Who applied, as the reviewer reads it: the certified real name (the contract is in it), else the nickname. */
export const applicantName = (app: Application): string => app.applicantRealName || app.applicantNickname;
