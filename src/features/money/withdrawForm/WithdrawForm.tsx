// The withdraw form shared by 提现 and 提现 (企业): withdrawable balance, amount with 全部提现,
// the live fee and amount received, the card, a page-specific slot (the invoice), submit, rules.
import type { ComponentChildren } from 'preact';
import { formatYuan } from '../../../lib/money';
import { AmountInput } from '../../../ui/AmountInput';
import { Button } from '../../../ui/Button';
import { RichText } from '../../../ui/RichText';
import type { WithdrawState } from './useWithdraw';
import { feeText } from './rule';
import { CardChooser } from './CardChooser';
import { PAGE } from '../../../app/paths';

export interface WithdrawFormProps {
  state: WithdrawState;
  /** e.g. '/pages/addBankCard/index?kind=company' */
  addCardUrl: string;
  cardLabel: string;
  /** what is still missing besides amount and card, shown under the button (the invoice) */
  missing?: string | null;
  children?: ComponentChildren;
}

export function WithdrawForm({ state: s, addCardUrl, cardLabel, missing, children }: WithdrawFormProps) {
  const rule = s.setup.data!.rule;
  const hint = !s.amountText ? '请输入提现金额' : !s.card ? `请选择${cardLabel}` : missing;
  return (
    <div class="wd">
      <section class="wd__balance">
        <p class="wd__balance-label">可提现余额（元）</p>
        <p class="wd__balance-amount">{formatYuan(s.withdrawableFen)}</p>
        <a class="wd__balance-records" href={`#${PAGE.withdrawList}`}>
          提现记录
        </a>
      </section>
      <section class="wd__card">
        <AmountInput
          label="提现金额"
          value={s.amountText}
          onChange={(_, text) => s.setAmount(text)}
          error={s.amountError}
          suffix={
            <button type="button" class="wd__all" onClick={s.fillWithdrawable}>
              全部提现
            </button>
          }
        />
        <p class="wd__quote" aria-live="polite">
          {s.quote ? (
            <>
              手续费 <b>¥{formatYuan(s.quote.feeFen)}</b>，实际到账 <b>¥{formatYuan(s.quote.receivedFen)}</b>
            </>
          ) : (
            `单笔最低 ${formatYuan(rule.minFen)} 元，${feeText(rule)}`
          )}
        </p>
        <CardChooser
          cards={s.setup.data!.cards}
          card={s.card}
          label={cardLabel}
          addCardUrl={addCardUrl}
          onChoose={s.chooseCard}
        />
        {children}
      </section>
      <div class="wd__submit">
        <Button
          variant="primary"
          block
          disabled={!s.ready}
          loading={s.pending}
          onClick={s.submit}
          loadingText="提交中..."
        >
          确认提现
        </Button>
        {!s.ready && hint && !s.amountError && <p class="wd__hint">{hint}</p>}
      </div>
      <section class="wd__rules" aria-label="提现规则">
        <RichText html={rule.rulesHtml} />
      </section>
    </div>
  );
}
