// Bank-card calls: the user's personal and company cards, binding, unbinding, card OCR, supported banks.
import { request } from './http';
import type { AddBankCardBody, BankCardPhotoReading } from './contract/money';
import type { Bank, BankCard, Page } from './types';
import { MAX_BANK_CARDS } from './limits';

// The server keeps at most MAX_BANK_CARDS of a kind per user: one page of them is the whole list.
const ALL_CARDS = { pageNum: 1, pageSize: MAX_BANK_CARDS };

export type { AddBankCardBody, BankCardPhotoReading } from './contract/money';

/** POST /api/userBank/userBankListH5 */
export async function listBankCards(): Promise<BankCard[]> {
  const page = await request<Page<BankCard>>({ url: '/api/userBank/userBankListH5', method: 'POST', data: ALL_CARDS });
  return page.list;
}

/** POST /api/userBank/userCompanyBankListH5 (empty unless enterprise-certified) */
export async function listCompanyBankCards(): Promise<BankCard[]> {
  const page = await request<Page<BankCard>>({
    url: '/api/userBank/userCompanyBankListH5',
    method: 'POST',
    data: ALL_CARDS,
  });
  return page.list;
}

/** POST /api/userBank/addUserBankH5 */
export function addBankCard(body: AddBankCardBody, idempotencyKey: string): Promise<BankCard> {
  return request<BankCard>({ url: '/api/userBank/addUserBankH5', method: 'POST', data: body, idempotencyKey });
}

/** POST /api/userBank/delUserBankH5 */
export function deleteBankCard(id: number): Promise<void> {
  return request<void>({ url: '/api/userBank/delUserBankH5', method: 'POST', data: { id } });
}

/** POST /api/userBank/setDefaultH5: the card is the default of its kind from now on (the answer). */
export function setDefaultBankCard(id: number): Promise<BankCard> {
  return request<BankCard>({ url: '/api/userBank/setDefaultH5', method: 'POST', data: { id } });
}

/** POST /api/userBank/ocrBankIdH5 */
export function readBankCardPhoto(url: string): Promise<BankCardPhotoReading> {
  return request<BankCardPhotoReading>({ url: '/api/userBank/ocrBankIdH5', method: 'POST', data: { url } });
}

/** POST /api/userBank/supportBank (public; every matching bank in one page) */
export async function listSupportedBanks(keyword?: string): Promise<Bank[]> {
  const page = await request<Page<Bank>>({
    url: '/api/userBank/supportBank',
    method: 'POST',
    data: keyword ? { keyword } : {},
    headers: { isToken: false },
  });
  return page.list;
}
