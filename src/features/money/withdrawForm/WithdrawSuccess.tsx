// After a withdrawal is accepted: what was asked, what arrives and when, then on to the records.
import { useEffect, useState } from 'react';
import type { Withdrawal } from '../../../api/types';
import { formatYuan } from '../../../lib/money';
import { redirect } from '../../../app/navigation';
import { Button } from '../../../ui/Button';
import { PAGE } from '../../../app/paths';
import { WithdrawalFacts } from '../WithdrawalFacts';

const RECORDS = PAGE.withdrawList;
const SECONDS = 3;

export function WithdrawSuccess({ withdrawal }: { withdrawal: Withdrawal }) {
  const [left, setLeft] = useState(SECONDS);
  useEffect(() => {
    if (left <= 0) {
      redirect(RECORDS);
      return;
    }
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  return (
    <section class="wd-success" role="status">
      <i class="wd-success__icon" aria-hidden="true" />
      <h2 class="wd-success__title">提现申请已提交</h2>
      <p class="wd-success__amount">¥{formatYuan(withdrawal.amountFen)}</p>
      <dl class="wd-success__facts">
        <WithdrawalFacts withdrawal={withdrawal} />
      </dl>
      <p class="wd-success__note">审核通过后 1 至 3 个工作日到账，{left} 秒后跳转到提现记录</p>
      <Button variant="primary" block onClick={() => redirect(RECORDS)}>
        查看提现记录
      </Button>
    </section>
  );
}
