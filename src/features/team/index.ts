// team: 我的团队 with its invitations (pages/myTeam, invite.ts, InviteCard.tsx), 成员详情, 我的客户 and
// 名下洗护卡; member avatars and the levels a partner may invite. Other features reach it only through
// this file.
export { loadInviter } from './invite';
