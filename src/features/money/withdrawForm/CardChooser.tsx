// The card the money goes to: a row showing the chosen card that opens a sheet of the user's
// cards (and 添加银行卡); with no card yet the row leads straight to adding one.
import { useState } from 'react';
import type { BankCard } from '../../../api/types';
import { ActionSheet } from '../../../ui/ActionSheet';
import { Cell } from '../../../ui/Cell';
import { historySettled } from '../../../ui/Popup';
import { navigate } from '../../../app/navigation';

export interface CardChooserProps {
  cards: BankCard[];
  card: BankCard | null;
  label: string;
  addCardUrl: string;
  onChoose: (id: number) => void;
}

const cardName = (c: BankCard) => `${c.bankName}（${c.cardTail}）`;

export function CardChooser({ cards, card, label, addCardUrl, onChoose }: CardChooserProps) {
  const [open, setOpen] = useState(false);
  if (!cards.length) {
    return <Cell title={label} value={<span class="wd__add-card">添加银行卡</span>} to={`#${addCardUrl}`} />;
  }
  return (
    <>
      <Cell title={label} value={card ? cardName(card) : '请选择'} onClick={() => setOpen(true)} />
      <ActionSheet
        open={open}
        title={`选择${label}`}
        actions={[
          ...cards.map((c) => ({
            name: cardName(c),
            note: [c.holderName, c.isDefault && '默认', c.id === card?.id && '当前选择'].filter(Boolean).join(' · '),
          })),
          { name: '+ 添加银行卡' },
        ]}
        onSelect={(i) => {
          if (i < cards.length) onChoose(cards[i].id);
          else historySettled().then(() => navigate(addCardUrl)); // after the sheet's own history entry is gone
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
