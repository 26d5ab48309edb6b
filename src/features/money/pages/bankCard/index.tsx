// 我的银行卡: the user's personal cards and company accounts, masked, with the bank's logo; a card
// is deleted after a confirmation; another card is made the default (提现 offers it first); the
// way to add one (also from the empty state).
import { useEffect, useState } from 'react';
import type { BankCard, BankCardKind } from '../../../../api/types';
import {
  deleteBankCard,
  listBankCards,
  listCompanyBankCards,
  listSupportedBanks,
  setDefaultBankCard,
} from '../../../../api/bank';
import { userInfo } from '../../../../app/state/session';
import { confirm } from '../../../../ui/dialog';
import { toast } from '../../../../ui/toast';
import { Empty } from '../../../../ui/Empty';
import { Button } from '../../../../ui/Button';
import { LoadState } from '../../../../ui/LoadState';
import { useResource } from '../../../../ui/useResource';
import { useSubmit } from '../../../../ui/useSubmit';
import { navigate } from '../../../../app/navigation';
import { CardItem } from './CardItem';
import './bankCard.css';
import { PAGE } from '../../../../app/paths';
import { inPlace } from '../../../../lib/shown-in-place';

interface Cards {
  personal: BankCard[];
  company: BankCard[];
}

const addCardUrl = (kind: BankCardKind) => `${PAGE.addBankCard}${kind === 'company' ? '?kind=company' : ''}`;

export default function BankCardPage() {
  const cards = useResource<Cards>(
    () => Promise.all([listBankCards(), listCompanyBankCards()]).then(([personal, company]) => ({ personal, company })),
    [],
  );
  const [logos, setLogos] = useState<Record<string, string>>({});
  const enterprise = userInfo.value?.certType === 'enterprise';

  useEffect(() => {
    // logos are decoration: without them the cards show the bank's first character (and no toast)
    inPlace(() => listSupportedBanks()).then(
      (banks) => setLogos(Object.fromEntries(banks.map((b) => [b.code, b.logo]))),
      () => {},
    );
  }, []);

  // a failure is the wrapper's to show
  const removal = useSubmit((card: BankCard) => deleteBankCard(card.id), {
    confirm: (card) =>
      confirm({
        title: '删除银行卡',
        message: `确定删除${card.bankName}尾号${card.cardTail}的卡吗？删除后提现时不能再选择这张卡。`,
        confirmText: '删除',
        danger: true,
      }),
    done: (_, card) => {
      toast('银行卡已删除', { type: 'success' });
      cards.update((c) => ({
        personal: c.personal.filter((x) => x.id !== card.id),
        company: c.company.filter((x) => x.id !== card.id),
      }));
    },
  });

  // one default per kind, as the server keeps it; a failure is the wrapper's to show
  const defaulting = useSubmit((card: BankCard) => setDefaultBankCard(card.id), {
    done: (chosen) => {
      toast('已设为默认卡，提现时优先使用', { type: 'success' });
      const mark = (list: BankCard[]) =>
        list.map((x) => (x.kind === chosen.kind ? { ...x, isDefault: x.id === chosen.id } : x));
      cards.update((c) => ({ personal: mark(c.personal), company: mark(c.company) }));
    },
  });

  const group = (title: string, kind: BankCardKind, list: BankCard[]) => (
    <section class="bank-cards__group" aria-label={title}>
      <h2 class="bank-cards__title">{title}</h2>
      {list.map((c) => (
        <CardItem
          key={c.id}
          card={c}
          logo={logos[c.bankCode]}
          deleting={removal.pending}
          onDelete={() => removal.submit(c)}
          defaulting={defaulting.pending}
          onSetDefault={() => defaulting.submit(c)}
        />
      ))}
      <a class="bank-cards__add" href={`#${addCardUrl(kind)}`}>
        + 添加{kind === 'company' ? '对公账户' : '银行卡'}
      </a>
    </section>
  );
  return (
    <LoadState
      resource={cards}
      failedText="银行卡加载失败"
      isEmpty={(c) => !c.personal.length && !c.company.length}
      empty={
        <Empty text="还没有绑定银行卡，添加后即可提现">
          <Button variant="primary" onClick={() => navigate(addCardUrl(enterprise ? 'company' : 'personal'))}>
            添加银行卡
          </Button>
        </Empty>
      }
    >
      {(c) => (
        <div class="bank-cards">
          {group('个人银行卡', 'personal', c.personal)}
          {(enterprise || c.company.length > 0) && group('对公账户', 'company', c.company)}
        </div>
      )}
    </LoadState>
  );
}
