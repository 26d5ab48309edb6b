// One bound card: bank logo and name, holder, the masked number, branch, its delete button, and
// 设为默认 unless it is the default (the card 提现 offers first).
import type { BankCard } from '../../../../api/types';
import { BankLogo } from '../../bank/BankLogo';
import { maskedCardNo } from '../../../../lib/mask';

interface CardItemProps {
  card: BankCard;
  logo?: string;
  /** a deletion is under way (this card's or another's): one at a time */
  deleting?: boolean;
  onDelete: () => void;
  /** a card is being made the default: one at a time */
  defaulting?: boolean;
  onSetDefault: () => void;
}

export function CardItem({ card, logo, deleting, onDelete, defaulting, onSetDefault }: CardItemProps) {
  return (
    <article class="bank-card">
      <div class="bank-card__head">
        <BankLogo name={card.bankName} logo={logo} />
        <div class="bank-card__bank">
          <h3 class="bank-card__name">
            {card.bankName}
            {card.isDefault && <span class="bank-card__default">默认</span>}
          </h3>
          <p class="bank-card__meta">
            {card.kind === 'company' ? '对公账户' : '储蓄卡'} · {card.holderName}
          </p>
        </div>
        <button
          type="button"
          class="bank-card__delete"
          disabled={deleting}
          onClick={onDelete}
          aria-label={`删除${card.bankName}尾号${card.cardTail}的卡`}
        >
          删除
        </button>
      </div>
      <p class="bank-card__no">{maskedCardNo(card.cardTail)}</p>
      <div class="bank-card__foot">
        <p class="bank-card__branch">{card.branch}</p>
        {!card.isDefault && (
          <button
            type="button"
            class="bank-card__set-default"
            disabled={defaulting}
            onClick={onSetDefault}
            aria-label={`把${card.bankName}尾号${card.cardTail}的卡设为默认`}
          >
            设为默认
          </button>
        )}
      </div>
    </article>
  );
}
