// Personal details shown masked: enough for the owner to recognise them, no more. The one
// owner of these rules: the app, the mock server and the seed generator all mask with them.

/** 张三 → 张*, 买买提·艾力 → 买*****. */
export function maskName(name: string): string {
  return name ? name[0] + '*'.repeat(Math.max(1, name.length - 1)) : '';
}

/** 11010519491231002X → 1101**********002X. */
export function maskIdCard(id: string): string {
  return id.length > 8 ? id.slice(0, 4) + '*'.repeat(id.length - 8) + id.slice(-4) : id;
}

/** 13800000001 → 138****0001. */
export const maskMobile = (m: string) => (m.length === 11 ? `${m.slice(0, 3)}****${m.slice(7)}` : m);

/** 6222021234567890 → 7890: the last four digits, all the wire and the screens ever show of a card. */
export const cardTail = (cardNo: string) => cardNo.slice(-4);

/** A card known by its last four digits. */
export const maskedCardNo = (tail: string) => `**** **** **** ${tail}`;
