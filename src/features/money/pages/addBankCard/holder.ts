// Whose name a new card is held in: the passed real name (personal) or the certified company
// (对公账户). The server binds a card only in that name, so without it there is nothing to fill
// in: the page says so on arrival and leads to 身份认证 instead of refusing after the SMS code.
import type { BankCardKind } from '../../../../api/types';
import { getEnterpriseCertification, getPersonalCertification } from '../../../../api/certification';

/** The holder's name, or '' while the certification it needs has not passed. */
export async function loadHolder(kind: BankCardKind): Promise<string> {
  const cert = await (kind === 'company' ? getEnterpriseCertification() : getPersonalCertification());
  if (cert.status !== 2) return '';
  return 'companyName' in cert ? cert.companyName : 'realName' in cert ? cert.realName : '';
}
