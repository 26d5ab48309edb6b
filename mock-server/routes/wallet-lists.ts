// The wallet's lists: earnings (with the filter's total and the home trend), balance records,
// withdrawal records.
import type { EarningsRecord } from '../../src/api/types';
import type { EarningsPage, TrendPoint } from '../../src/api/wallet';
import { post, ok, bodyOf, read, paginate, tables, ownRows, without, localDay } from '../kit';

const DAY = 86400000;

/** One point per day, oldest first, ending today. */
function trendOf(records: EarningsRecord[], days: number): TrendPoint[] {
  const byDay = new Map<string, number>();
  for (const r of records) byDay.set(localDay(r.createdAt), (byDay.get(localDay(r.createdAt)) || 0) + r.amountFen);
  const today = new Date();
  return Array.from({ length: days }, (_, i) => {
    const date = localDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1 - i), 12));
    return { date, amountFen: byDay.get(date) || 0 };
  });
}

export default [
  post('/api/userWallet/profitDetailH5', (req, res) => {
    const { user } = req;
    const body = bodyOf(req);
    const month = read.optStr(body, 'month', '月份', {
      pattern: /^\d{4}-(0[1-9]|1[0-2])$/,
      patternMessage: '月份格式应为 YYYY-MM',
    });
    const source = read.optOneOf(body, 'source', '收益来源', ['team', 'store', 'bonus'] as const);
    const days = read.optOneOf(body, 'days', '统计天数', [7, 30] as const);

    let rows: EarningsRecord[] = ownRows(
      req,
      tables(req).earnings.filter((e) => e.userId === user.id),
    ).map((e) => without(e, 'userId'));
    if (source) rows = rows.filter((e) => e.source === source);
    let trend: TrendPoint[] | undefined;
    if (days) {
      const since = localDay(new Date(Date.now() - (days - 1) * DAY));
      rows = rows.filter((e) => localDay(e.createdAt) >= since);
      trend = trendOf(rows, days);
    }
    if (month) rows = rows.filter((e) => localDay(e.createdAt).startsWith(month));
    const page: EarningsPage = {
      ...paginate(rows, body),
      summary: { totalFen: rows.reduce((s, e) => s + e.amountFen, 0) },
    };
    if (trend) page.trend = trend;
    ok(res, page);
  }),

  post('/api/userWallet/userWalletRecordDetailH5', (req, res) => {
    const { user } = req;
    const body = bodyOf(req);
    const kind = read.optOneOf(body, 'kind', '收支类型', ['income', 'expense'] as const);
    const rows = tables(req)
      .walletRecords.filter(
        (r) => r.userId === user.id && (!kind || (kind === 'income' ? r.amountFen > 0 : r.amountFen < 0)),
      )
      .map((r) => without(r, 'userId'));
    ok(res, paginate(rows, body));
  }),

  post('/api/userWallet/myWithDrawalRecordH5', (req, res) => {
    const { user } = req;
    const body = bodyOf(req);
    const status = read.optOneOf(body, 'status', '提现状态', [0, 1, 2, 3, 4] as const);
    const rows = tables(req)
      .withdrawals.filter((w) => w.userId === user.id && (status === undefined || w.status === status))
      .map((w) => without(w, 'userId', 'bankCardId', 'invoiceUrl'));
    ok(res, paginate(rows, body));
  }),
];
